import { describe, expect, it } from 'vitest';
import { keyAnnotations } from '../../renderer/src/pages/Analyze/annotations';
import {
  linkQuickWins,
  paragraphOfLine,
  placeLabel,
  withParagraphs,
} from '../../renderer/src/pages/Analyze/places';

// Locations on screen are paragraphs and quotes: the engine's line numbers count blank lines too.

const TEXT = 'First paragraph.\n\nI have recieve it.\n\nThird one with teh cat.';

describe('places', () => {
  it('names the paragraph of a line, counting only lines with text', () => {
    const of = paragraphOfLine(TEXT);
    expect([1, 2, 3, 4, 5].map(of)).toEqual([1, 2, 2, 3, 3]);
    expect(placeLabel({ line_start: 3, line_end: 5 }, of)).toBe('Paragraphs 2–3');
    expect(placeLabel({ line_start: 5, line_end: 5 }, of)).toBe('Paragraph 3');
    expect(withParagraphs('line 5: "teh" → "the"', of)).toBe('paragraph 3: "teh" → "the"');
  });

  it('ties a quick win to the highlighted words it quotes, so it can be shown and applied', () => {
    const annotations = keyAnnotations(TEXT, [
      {
        start: 25,
        end: 32,
        analyzer: 'spelling',
        category: 'misspelling',
        severity: 'error',
        message: 'x',
        replacements: ['receive'],
      },
      {
        start: 53,
        end: 56,
        analyzer: 'spelling',
        category: 'misspelling',
        severity: 'error',
        message: 'y',
        replacements: ['the'],
      },
    ]);
    const wins = linkQuickWins(
      [
        { description: 'Line 5: change "teh" to "the"', location: { line_start: 5, line_end: 5 } },
        {
          description: 'Line 3: replace the cliché "have" with a specific detail',
          location: { line_start: 3, line_end: 3 },
        },
      ],
      TEXT,
      annotations,
    );
    expect(wins[0]).toEqual({
      text: 'change "teh" to "the"',
      place: 'Paragraph 3',
      annotationId: 1,
      replacement: 'the',
    });
    // Quoted words no finding covers: shown with their place, nothing to apply.
    expect(wins[1]).toMatchObject({ place: 'Paragraph 2', annotationId: null, replacement: null });
  });
});

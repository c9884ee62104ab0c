// Paragraphs as a student wrote them, also when pasted text lost its line breaks but kept the gap.
import { describe, expect, it } from 'vitest';
import { splitParagraphs } from '../../../server/analysis/nlp/parse';

const texts = (text: string) => splitParagraphs(text).map((p) => text.slice(p.start, p.end));

describe('paragraphs', () => {
  it('splits on blank lines, or on single line breaks when there are no blank lines', () => {
    expect(texts('One. Two.\n\nThree.\nStill three.')).toEqual(['One. Two.', 'Three.\nStill three.']);
    expect(texts('One.\nTwo.')).toEqual(['One.', 'Two.']);
  });

  it('reads a long gap after a sentence as a break when the text has no line breaks at all', () => {
    expect(texts('It is the truth.          Okay, so libraries are full.  Next sentence.')).toEqual([
      'It is the truth.',
      'Okay, so libraries are full.  Next sentence.',
    ]);
    // (a gap inside a sentence, or in text that has line breaks, is only spacing)
    expect(texts('Prices rose by     ten percent.')).toHaveLength(1);
    expect(texts('One.      Two.\nThree.')).toEqual(['One.      Two.', 'Three.']);
  });
});

// Paragraphs as a student wrote them, also when pasted text lost its line breaks but kept the gap;
// and the sentences inside them.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEssay, splitParagraphs } from '../../../server/analysis/nlp/parse';
import { warmEngine } from '../../../server/analysis/nlp/warm';

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

describe('sentences', () => {
  beforeAll(async () => {
    await warmEngine();
  }, 120_000);

  it('ends a sentence at "I." after a lower-case word, but not at a middle initial', () => {
    const sentences = (text: string) => parseEssay(text).sentences.map((s) => s.text);
    expect(sentences('It was a bond between my sister and I. We still talk.')).toEqual([
      'It was a bond between my sister and I.',
      'We still talk.',
    ]);
    expect(sentences('John I. Smith came to dinner.')).toEqual(['John I. Smith came to dinner.']);
  });
});

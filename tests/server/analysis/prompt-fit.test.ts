// Prompt fit (analyzers/content.ts): a prompt word is answered by any form of it in the essay.
import { describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { promptFit } from '../../../server/analysis/analyzers/prompt-fit';

const essay = parseEssay(
  'Moving to Houston was the hardest thing I faced. Overcoming my fear of speaking took a year, and the challenges taught me patience.',
);

describe('prompt fit', () => {
  it('counts another form of a prompt word ("overcame" answered by "Overcoming")', () => {
    const fit = promptFit(essay, 'Describe a challenge you overcame and what you learned.');
    expect(fit.keys).toEqual(['challenge', 'overcame', 'learned']);
    expect(fit.hits.map((h) => h.word)).toEqual(['challenges', 'Overcoming']);
    expect(fit.missing).toEqual(['learned']);
    expect(fit.coverage).toBeCloseTo(2 / 3);
  });

  it('finds nothing for a prompt on another topic, and ignores instruction words', () => {
    const fit = promptFit(essay, 'Tell us about your favorite book.');
    expect(fit.keys).toEqual(['favorite', 'book']);
    expect(fit.coverage).toBe(0);
  });
});

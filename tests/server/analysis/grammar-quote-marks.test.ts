// Punctuation around quotations (rules/quote-marks.ts) through the whole review: the American
// placement is a suggestion that costs no points. The rule's own cases are its examples.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { analyzeEssay } from '../../../server/analysis/index';

// Loading harper and the tagger can take longer than one test's limit on a busy machine.
beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('punctuation around quotations', () => {
  it('shows the American placement as a suggestion that does not lower the grammar score', async () => {
    const text = 'My dad always says "never give up". I listen to him every single day of the year.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    const card = r.feedback.annotations.find((a) => text.slice(a.start, a.end) === '".');
    expect(card?.severity).toBe('suggestion');
    expect(r.feedback.section_scores.grammar?.details.user_metrics).toMatchObject({ errors: 0 });
  });
});

// Punctuation around quotations (rules/quote-marks.ts): the American placement of commas and full
// stops, and the comma after a verb of saying.
import { describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';

describe('punctuation around quotations', () => {
  it('shows the American placement as a suggestion that does not lower the grammar score', async () => {
    const text = 'My dad always says "never give up". I listen to him every single day of the year.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    const card = r.feedback.annotations.find((a) => text.slice(a.start, a.end) === '".');
    expect(card?.severity).toBe('suggestion');
    expect(r.feedback.section_scores.grammar?.details.user_metrics).toMatchObject({ errors: 0 });
  });
});

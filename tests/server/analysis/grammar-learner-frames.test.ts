// First-language frames (rules/learner-frames.ts): age with "have", "explain me", "want that you",
// a present perfect with a finished time, "will" in a clause of time.
import { describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';

describe('learner sentence frames', () => {
  it('shows the age fix, not harper\'s "has", on "he have 16 years old"', async () => {
    const text = 'My brother graduated last year and he have 16 years old.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    expect(r.feedback.annotations.map((a) => [text.slice(a.start, a.end), a.replacements[0]])).toEqual([
      ['have', 'is'],
    ]);
  });
});

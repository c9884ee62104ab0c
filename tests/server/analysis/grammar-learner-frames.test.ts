// First-language frames (rules/learner-frames.ts) through the whole review: where harper flags the
// same words, the student sees the frame's fix. The rule's own cases are its examples.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { analyzeEssay } from '../../../server/analysis/index';

// Loading harper and the tagger can take longer than one test's limit on a busy machine.
beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('learner sentence frames', () => {
  it('shows the age fix, not harper\'s "has", on "he have 16 years old"', async () => {
    const text = 'My brother graduated last year and he have 16 years old.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    expect(r.feedback.annotations.map((a) => [text.slice(a.start, a.end), a.replacements[0]])).toEqual([
      ['have', 'is'],
    ]);
  });
});

// What a helper verb or a frame needs after it, as learners get it wrong ("They can learning",
// "important for students learn", "I think is better"), each with the fix a reader expects; the
// correct sentences nearest each frame stay quiet. Sentences written for this test.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { allHits } from '../../helpers/ruleHits';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('the bare verb after "do" in a question', () => {
  it('leaves "did" that ends a clause alone', async () => {
    for (const text of ['When he finally did we headed out.', 'So I did I went to tell him.'])
      expect(allHits(text, 'do-base'), text).toEqual([]);
    const { analyzeEssay } = await import('../../../server/analysis/index');
    const r = await analyzeEssay(
      { text: 'When he finally did we headed out to the woods.' },
      { analyzers: ['grammar'] },
    );
    expect(r.feedback.annotations).toEqual([]);
  });
});

// The "so what" check: an essay whose second half says what the writer learned gets no "missing
// reflection" card, however the insight is phrased ("I’ve learned", "I used to think … Now I
// think"); a story with no insight at all still does.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const STORY =
  'Every summer I stay with my grandfather in Ohio. His workshop smells of cedar and machine oil, and the radio is always tuned to a baseball game that neither of us follows. The first morning he handed me a chisel and a block of pine and told me to make a box. I ruined three blocks that week. The lid never fit. He did not fix it for me; he just pointed at the grain and went back to his own work. By August the box closed, almost. In the evenings we sat on the porch while the fireflies came out over the field behind the barn, and he told me about the farm he grew up on, the dog he had as a boy and the winter the creek froze solid. ';

async function missingReflection(text: string): Promise<boolean> {
  const r = await analyzeEssay({ text }, { analyzers: ['content'] });
  return r.feedback.improvements.some((i) => /Missing reflection/.test(i.issue));
}

describe('reflection', () => {
  it('counts a present-perfect insight with a curly apostrophe', async () => {
    const text = `${STORY}We have made a table and a step stool since then. I’ve learned to follow the grain rather than fight it, in wood and otherwise.`;
    expect(await missingReflection(text)).toBe(false);
  });

  it('counts "I used to think … Now I think …"', async () => {
    const text = `${STORY}I used to think patience meant waiting. Now I think it means paying attention while you wait.`;
    expect(await missingReflection(text)).toBe(false);
  });

  it('still asks for reflection when the story ends without one', async () => {
    const text = `${STORY}We ate dinner on the porch. The next day he drove me to the bus station and I went home.`;
    expect(await missingReflection(text)).toBe(true);
  });
});

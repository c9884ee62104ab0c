// Sentence order as a reader reads it (issue 30): time running forward, things brought in before
// they are taken as known, an opening that needs nothing before it. Essays written for these tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { orderMeasures } from '../../../server/analysis/analyzers/order';
import { coherence } from '../../../server/analysis/analyzers/craft';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

// A story told in time order, each sentence dated, with things brought in ("a", "an") before the
// sentences that take them as known ("the").
const STORY = [
  'When I was six, my grandfather gave me a workbench made of pine.',
  'The workbench stood in a corner of the garage.',
  'At eight, I found a broken radio on the curb and carried it home.',
  'The radio sat on the workbench for weeks.',
  'In fifth grade, I opened the radio and found a cracked fuse.',
  'The fuse cost forty cents at the hardware store.',
  'In seventh grade, I fixed a lamp for our neighbor.',
  'The lamp still lights her porch.',
  'By freshman year, I was repairing phones for my classmates.',
  'The phones came with notes taped to their screens.',
  'In junior year, I taught a workshop at the library.',
  'The workshop filled every seat.',
];

describe('order cues', () => {
  it('reads time running forward in the told order and backward when the halves swap', () => {
    const inOrder = orderMeasures(parseEssay(STORY.join(' ')))!;
    const swapped = orderMeasures(parseEssay([...STORY.slice(6), ...STORY.slice(0, 6)].join(' ')))!;
    expect(inOrder.time).toBeGreaterThan(1);
    expect(swapped.time).toBeLessThan(0);
  });

  it('reads things brought in before they are taken as known', () => {
    const inOrder = orderMeasures(parseEssay(STORY.join(' ')))!;
    // Each pair reversed: "The radio sat on the workbench" before "I found a broken radio".
    const reversed = STORY.map((_, i) => STORY[i % 2 ? i - 1 : i + 1]!);
    expect(inOrder.given).toBeGreaterThan(1);
    expect(orderMeasures(parseEssay(reversed.join(' ')))!.given).toBeLessThan(inOrder.given - 1);
  });

  it('counts an opening that leans on a sentence before it as out of place', () => {
    const cold = ['Once again, I found myself in the garage at midnight.', ...STORY].join(' ');
    const warm = ['I found myself in the garage at midnight.', ...STORY].join(' ');
    expect(coherence(parseEssay(cold))!).toBeLessThan(coherence(parseEssay(warm))! - 0.2);
  });
});

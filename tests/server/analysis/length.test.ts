// The length card against the limit (spec section 5's chip rules): over the limit is HIGH with the
// units to cut; under 90 % is noted, and well under half the space is worth working on (MEDIUM).
import { describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';

const words = (n: number) =>
  Array.from({ length: Math.ceil(n / 10) }, () => 'We walked to the river and watched the boats pass.')
    .join(' ')
    .split(' ')
    .slice(0, n)
    .join(' ');

async function lengthCard(n: number, limit: number) {
  const r = await analyzeEssay({ text: words(n), word_limit: limit }, { analyzers: ['length'] });
  return r.feedback.improvements.find((i) => i.section === 'Length');
}

describe('the length card', () => {
  it('asks to cut the words over the limit, first', async () => {
    const card = await lengthCard(120, 100);
    expect(card?.priority).toBe('HIGH');
    expect(card?.issue).toBe('Over the limit by 20 words');
  });

  it('notes a near miss of the target range as a low priority', async () => {
    const card = await lengthCard(80, 100);
    expect(card?.priority).toBe('LOW');
    expect(card?.issue).toBe('Room to develop: 10 words under the target range');
  });

  it('makes an essay using under half the space a medium priority, with the share used', async () => {
    const card = await lengthCard(180, 650);
    expect(card?.priority).toBe('MEDIUM');
    expect(card?.issue).toBe('Underdeveloped: 27% of the space used, 405 words under the target range');
  });

  it('never rounds a share under half up to half', async () => {
    const card = await lengthCard(322, 650);
    expect(card?.priority).toBe('MEDIUM');
    expect(card?.issue).toMatch(/^Underdeveloped: 49% of the space used/);
  });

  it('has no length card inside the target range', async () => {
    expect(await lengthCard(95, 100)).toBeUndefined();
  });
});

// Three sentences in a row with the same opening read as a list: the structure section suggests
// varying them, except when they are a deliberate series of short fragments.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function openingCards(text: string) {
  const r = await analyzeEssay({ text }, { analyzers: ['structure'] });
  return r.feedback.improvements.filter((i) => /Repeated sentence openings/.test(i.issue));
}

describe('repeated sentence openings', () => {
  it('suggests varying three sentences in a row that start with "I"', async () => {
    const text =
      'I walked into the gym on the first day of tryouts. I saw twenty girls who had played for years. I wanted to turn around and go home. Instead, I laced my shoes.';
    expect((await openingCards(text)).map((c) => c.issue)).toEqual(['Repeated sentence openings: "I …"']);
  });

  it('leaves a deliberate series of fragments alone', async () => {
    const text =
      'So I started building things. A torch from a biscuit tin. A fan from a broken cassette player. A solar charger that worked exactly once and then melted in the sun. My mother kept all of them.';
    expect(await openingCards(text)).toEqual([]);
  });
});

describe('dialogue', () => {
  it('does not count lines of dialogue as repeated openings', async () => {
    const text =
      '"Again," he said. "Again," she said after the second try. "Again," they all said, and I laughed. Then I played it once more.';
    expect(await openingCards(text)).toEqual([]);
  });
});

// A name the essay spells two ways: the rarer spelling beside a common one one slip away ("Jame"
// once, "James" everywhere else) is queried with the essay's own spelling as the fix, even where
// the dictionary knows both (a careless writer's is marked as a slip: the Holbrook benchmark);
// two real spellings of a name ("Jon" and "John") and a name near an ordinary word ("Rin" and
// "run") are not.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function errors(text: string, severity = 'error') {
  const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
  return r.feedback.annotations
    .filter((a) => a.analyzer === 'spelling' && a.severity === severity)
    .map((a) => ({ word: text.slice(a.start, a.end), fix: a.replacements[0], message: a.message }));
}

const story = (name: string) =>
  [
    'My brother James taught me to fix bicycles in our garage.',
    'Every Saturday James laid the tools out on an old towel, always in the same order.',
    `One spring ${name} let me true a wheel by myself, and I bent three spokes before it spun straight.`,
    'Later that summer James left for college, and the garage became mine.',
  ].join(' ');

describe('a name spelled two ways', () => {
  it('queries the odd spelling with the one the essay uses elsewhere as the fix', async () => {
    expect(await errors(story('Jame'))).toEqual([]);
    const queried = await errors(story('Jame'), 'info');
    expect(queried).toHaveLength(1);
    expect(queried[0]).toMatchObject({ word: 'Jame', fix: 'James' });
    expect(queried[0]!.message).toMatch(/Elsewhere the essay spells it "James"/);
  });

  it('leaves the spelling the writer uses most alone', async () => {
    const text = story('Jame')
      .replace(/\bJames\b/g, 'Jame')
      .replace(/^My brother Jame/, 'My brother James');
    // "Jame" three times, "James" once: the writer's own spelling of a name, not a slip.
    expect((await errors(text)).map((e) => e.word)).not.toContain('Jame');
    expect((await errors(text, 'info')).map((e) => e.word)).not.toContain('Jame');
  });

  it('does not treat two real spellings of a name as a slip', async () => {
    const text = story('Jon').replace(/James/g, 'John');
    expect(await errors(text)).toEqual([]);
    expect(await errors(text, 'info')).toEqual([]);
  });

  it("leaves a careful writer's names alone, even near ones", async () => {
    const text =
      'My sisters Kai and Kaia are twins. Kai plays the violin and Kaia plays the cello. Every night Kai practices scales while Kaia reads.';
    expect(await errors(text)).toEqual([]);
    expect(await errors(text, 'info')).toEqual([]);
  });

  it('does not read a name as a slip of an ordinary word nearby', async () => {
    const text =
      'Every afternoon I run past the old cinema where they still show Rin Tin Tin films. I run faster there, because the owner waves.';
    expect((await errors(text)).map((e) => e.word)).not.toContain('Rin');
  });
});

describe('an ordinary word spelled two ways', () => {
  const text = [
    'Fluoride is added to the water in our town.',
    'Some neighbours think flouride is dangerous and signed a petition.',
    'Flouride protects teeth, so I wrote a letter to the council.',
  ].join(' ');

  it('marks the wrong spelling however often it is repeated, at the start of a sentence too', async () => {
    expect(await errors(text)).toEqual([
      expect.objectContaining({ word: 'flouride', fix: 'fluoride' }),
      expect.objectContaining({ word: 'Flouride', fix: 'Fluoride' }),
    ]);
  });
});

describe('a possessive is no twin', () => {
  it('offers "selves" for "selfs" even where the essay writes "self"', async () => {
    const text =
      'We can feel disapointed in our self and still keep going, becuase we learn from every mistake. ' +
      'We never give up on our selfs, and we belive that each failure teaches us something new.';
    const found = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    const selfs = found.feedback.annotations.find((a) => text.slice(a.start, a.end) === 'selfs');
    expect(selfs?.replacements[0]).toBe('selves');
  });
});

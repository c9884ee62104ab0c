// A word from the writer's home language used once ("Despacio, mija") is deliberate, not a slip
// with "midge" as its fix; a real slip in the same essay is still marked; a word the checker can
// only query is offered as "keep it if it is meant", not as a replacement.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function misspelt(text: string): Promise<string[]> {
  const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
  return r.feedback.annotations
    .filter((a) => a.analyzer === 'spelling' && a.severity !== 'info')
    .map((a) => text.slice(a.start, a.end));
}

describe('home-language words used once', () => {
  it('leaves kinship and food words alone and still marks a slip', async () => {
    const text = [
      'By noon the kitchen smells like masa and roasted chiles, and my lola is frying lumpia.',
      '"Despacio, mija," my grandmother says when I rush. Slowly. I did not listen then.',
      'Now I spread the masa thin, the way she tought me.',
    ].join(' ');
    expect(await misspelt(text)).toEqual(['tought']);
  });
});

describe('a word the checker only queries', () => {
  it('says to keep it if it is meant, and offers the dictionary word second', async () => {
    const text =
      'My grandmother kept a jar of dried sampaguita on the windowsill, and the whole kitchen smelled of it. She said it reminded her of home, and I believed her.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    const card = r.feedback.improvements.find((i) => /sampaguita/.test(i.issue));
    expect(card?.suggestion).toMatch(/^Keep "sampaguita" if it is a name or a word from another language/);
  });
});

describe('a function word run into the next', () => {
  it('is a slip even when a careful writer repeats it', async () => {
    const text =
      'Through this experience I learned alot about myself. Running a food drive takes alot of planning, and I stood infront of the class twice before I stood infront of the mayor.';
    expect(await misspelt(text)).toEqual(['alot', 'alot', 'infront', 'infront']);
  });
});

describe('a wrong word that also needs a capital', () => {
  it('gets one card whose fix does both: "It\'s"', async () => {
    const text =
      'Our dog Toby has been excited all week. its a very cute dog, and everyone at school knows him.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
    const onIts = r.feedback.annotations.filter((a) => text.slice(a.start, a.end).toLowerCase() === 'its');
    expect(onIts.map((a) => [a.analyzer, a.replacements[0]])).toEqual([['spelling', "It's"]]);
  });
});

describe('a careless writer repeating a slip', () => {
  it('marks it each time, even when its pieces are words ("differ" + "cult")', async () => {
    const text =
      'Maths was differcult for me last yeer. i was tird most days and the homwork was differcult to finnish becaus my freinds was noisy.';
    expect((await misspelt(text)).filter((w) => w === 'differcult')).toEqual(['differcult', 'differcult']);
  });
});

describe('real-word and split-word checks on correct sentences', () => {
  it('leaves "dared me to.", "part of its meaning", "in every one," and British possessives alone', async () => {
    for (const text of [
      'I did not want to jump into the lake, but my friends dared me to.',
      'Each word of the poem is part of its meaning.',
      'We played nine games that summer. In every one, I gave my best.',
      "My nan's kitchen smelled of bread, and the fibre's length was measured twice.",
    ])
      expect(await misspelt(text), text).toEqual([]);
  });
});

describe('"herd" the verb', () => {
  it('is left alone with a flock or a way to go, and read as "heard" otherwise', async () => {
    expect(await misspelt('On the farm we herd the sheep into the pen and herd them back at night.')).toEqual(
      [],
    );
    expect(await misspelt('Last night I herd the news on the radio.')).toEqual(['herd']);
  });
});

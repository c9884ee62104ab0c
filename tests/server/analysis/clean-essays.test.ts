// Well-written college essays (written for this test, in the voices the product serves:
// dialogue, fragments, names, numbers, dashes, home-language words, present-tense habits) get no
// error or warning from the grammar and spelling checks. A false alarm here is what makes a
// student stop trusting every other mark, so each new rule must leave these alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const REPAIR_SHOP = `The first time I held a soldering iron, I burned a hole through my jeans. I was eleven, and my uncle Kofi had left his workbench unattended for exactly ninety seconds.

By the time he came back, I had melted two resistors, a ballpoint pen, and most of my dignity. He didn't yell. He just handed me a pair of safety glasses and said, "Again."

That word became our ritual. Every Saturday for three years, I'd take the 6:15 bus to his repair shop on Delancey Street, where broken radios, cracked phones and one very stubborn espresso machine waited for us.

Most of what I learned there wasn't about circuits. It was about patience — the kind that lets you stare at a motherboard for an hour without touching anything.

When the pandemic shut the shop down, Uncle Kofi started teaching online. I became his camera operator, his editor, and, eventually, his co-host.

Our channel never went viral. It has 1,204 subscribers, and I know at least forty of them by name.

What I'm proudest of isn't the channel, though. It's the Tuesday-night clinic we started at the public library, where anyone can bring in something broken and learn to fix it themselves.

Last month a retired nurse named Mrs. Alvarez brought in her late husband's transistor radio. It hadn't worked since 1987. We replaced a capacitor, cleaned the contacts, and when the static cleared into a Cuban ballad, she cried. So did I.

I don't know yet whether I'll study electrical engineering or public policy. Maybe both. But I know I want to spend my life in rooms where people bring what's broken and leave with something that works — and with the confidence to try again.`;

const LETTERS = `I have moved seven times in twelve years. Each time, my mother and I packed our lives into the same four suitcases.

In Seoul I was the quiet girl who sat in the back; in Toronto I was the new kid with the funny accent; in Houston I was, briefly, nobody at all.

It was in Houston, in a cramped apartment off Bellaire Boulevard, that I started writing letters to my future self.

The first one was three sentences long. "Dear Ji-woo, I hope you have friends. I hope you like it here. Please don't forget Korean."

I kept writing. Over the years the letters grew longer, angrier, funnier. I argued with myself about whether I was Korean enough, Canadian enough, American enough.

I wrote about my halmeoni's kimchi jjigae and how no restaurant in Texas could get it right. I wrote about the time I corrected my history teacher's pronunciation of "Gyeongbokgung" and how the whole class laughed — not at me, for once, but with me.

Reading those letters now, I notice something: the girl in them is always waiting. Waiting to belong, waiting to be chosen, waiting for the next move to fix everything.

I don't wait anymore. This year I founded a peer-mentoring program for newcomer students at my school. Twenty-three students have joined so far, from eleven countries.

We meet every Thursday. We eat whatever someone's parents packed, we complain about homework, and we teach each other slang in four languages.

I still write letters to my future self. But now they end differently: "Dear Ji-woo, you already belong. Go make room for someone else."`;

// Past narration around a mandative ("asked that I help", "suggested we stop"): the bare verbs
// are right.
const RECIPES = `Last winter my grandmother asked that I help her write down her recipes before her eyesight got worse. I said yes without thinking about what that would mean.

Lola didn't measure anything. She poured soy sauce until it looked right and tasted the broth with the same wooden spoon she had used for forty years. When I asked how much garlic went into the adobo, she laughed and said, "Enough."

For the first two weekends, I tried to force her cooking into numbers. It didn't work. The notebook filled with crossed-out guesses, and the adobo I made at home tasted like salty cardboard. Finally I suggested we stop and just cook together, and she agreed.

So we cooked. I watched her hands instead of the measuring cups. I learned that "enough" garlic depended on the size of the cloves, that the vinegar went in before the soy sauce, and that she always let the pot sit for ten minutes before anyone could eat.

The recipes I wrote down in the end are not really recipes. They are descriptions of what the food should smell like at each step, with her stories in the margins. My cousins ask for copies every Christmas.

I used to think understanding something meant measuring it. Now I think it sometimes means paying attention long enough for the measurements to stop mattering.`;

async function marks(text: string): Promise<string[]> {
  const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
  return r.feedback.annotations
    .filter((a) => a.severity === 'error' || a.severity === 'warning')
    .map((a) => `${text.slice(a.start, a.end)}: ${a.message}`);
}

describe('clean essays', () => {
  it('marks nothing in an essay about a repair shop', async () => {
    expect(await marks(REPAIR_SHOP)).toEqual([]);
  });

  it('marks nothing in an essay of letters to a future self', async () => {
    expect(await marks(LETTERS)).toEqual([]);
  });

  it('marks nothing in a past-tense essay with "asked that I help" and "suggested we stop"', async () => {
    expect(await marks(RECIPES)).toEqual([]);
  });
});

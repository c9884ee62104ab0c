// The word-limit surgeon (issue 35): each kind of cut, and what a cut may never take (quoted
// dialogue, the only concrete detail of a kind, the reflection's last sentence). Cuts are applied
// the way the Review screen applies them (shared applyCuts), so the text a student gets is checked.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { findCuts, planTrim } from '../../../server/analysis/trim/index';
import { analyzeToFeedback } from '../../../server/analysis/pipeline';
import { applyCuts, countEssayWords, cutsUntilFit, landing } from '../../../shared/analysis/trim';

beforeAll(() => warmEngine());

const cutsOf = (text: string) => findCuts(parseEssay(text));
/** The text after each cut of this kind, one at a time. */
const edits = (text: string, kind: string) =>
  cutsOf(text)
    .filter((c) => c.kind === kind)
    .map((c) => applyCuts(text, [c]));

const TAIL = ' In the end, I learned that patience is a kind of courage.';

describe('wordy phrases', () => {
  it('shortens "in order to", "due to the fact that" and "on a daily basis", keeping case', () => {
    const text = `In order to win, I trained on a daily basis. Due to the fact that we lost, I came to the realization that practice matters.${TAIL}`;
    expect(edits(text, 'wordy')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^To win, I trained on a daily basis\./),
        expect.stringContaining('I trained daily.'),
        expect.stringContaining(' Because we lost,'),
        expect.stringContaining('I realized that practice matters.'),
      ]),
    );
  });

  it('gives back the verb hidden in a noun, in its tense, and says a doubled "very" once', () => {
    const text = `We had a conversation with the coach. She makes an attempt to listen. I was very very tired.${TAIL}`;
    expect(edits(text, 'wordy')).toEqual([
      `We talked with the coach. She makes an attempt to listen. I was very very tired.${TAIL}`,
      `We had a conversation with the coach. She tries to listen. I was very very tired.${TAIL}`,
    ]);
    expect(edits(text, 'redundant')).toEqual([
      `We had a conversation with the coach. She makes an attempt to listen. I was very tired.${TAIL}`,
    ]);
  });

  it('starts with who did it: "There was a boy who lived" -> "A boy lived"', () => {
    const text = `There was a boy who lived next door. There was a girl who I admired.${TAIL}`;
    expect(edits(text, 'wordy')).toEqual([`A boy lived next door. There was a girl who I admired.${TAIL}`]);
  });

  it('does not turn "to have the ability to" into "to can"', () => {
    const text = `I want to have the ability to help others. She has the ability to listen.${TAIL}`;
    expect(edits(text, 'wordy')).toEqual([expect.stringContaining('She can listen.')]);
  });
});

describe('filler and hedges', () => {
  it('drops "really" and "very" before a describing word, and "I think that" before a clause', () => {
    const rest = ` We lost twice. We won in May.${TAIL}`;
    const text = `I was really nervous before the very long race. I think that my coach knew it.${rest}`;
    const out = edits(text, 'filler');
    expect(out).toContain(`I was nervous before the very long race. I think that my coach knew it.${rest}`);
    expect(out).toContain(`I was really nervous before the long race. I think that my coach knew it.${rest}`);
    expect(out).toContain(`I was really nervous before the very long race. My coach knew it.${rest}`);
  });

  it('keeps "not really", "the very first" and "very much", which change meaning without it', () => {
    const text = `I was not really scared. It was the very first time. I liked it very much.${TAIL}`;
    expect(edits(text, 'filler')).toEqual([]);
  });

  it('keeps "I think" when no clause follows ("I think so")', () => {
    expect(edits(`I think so. I believe him.${TAIL}`, 'filler')).toEqual([]);
  });
});

describe('redundant pairs and stacked adjectives', () => {
  it('keeps one word of "each and every", "end result", "returned back"', () => {
    const text = `Each and every day we returned back to the lab. The end result was a working radio.${TAIL}`;
    expect(edits(text, 'redundant')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Every day we returned back/),
        expect.stringContaining('we returned to the lab.'),
        expect.stringContaining('The result was a working radio.'),
      ]),
    );
  });

  it('drops a vague adjective beside a precise one and mends the article', () => {
    const text = `She played an amazing, old violin. He had a wonderful small garden.${TAIL}`;
    expect(edits(text, 'adjective').sort()).toEqual([
      `She played an amazing, old violin. He had a small garden.${TAIL}`,
      `She played an old violin. He had a wonderful small garden.${TAIL}`,
    ]);
  });

  it('leaves a lone vague adjective alone', () => {
    expect(edits(`It was an amazing day.${TAIL}`, 'adjective')).toEqual([]);
  });
});

describe('whole sentences', () => {
  it('cuts a sentence that restates the one before it', () => {
    const text = `The robot finally climbed the ramp after months of failed tests. After months of failed tests, the robot finally climbed the ramp. We cheered.${TAIL}`;
    expect(edits(text, 'restatement')).toEqual([
      `The robot finally climbed the ramp after months of failed tests. We cheered.${TAIL}`,
    ]);
  });

  it('cuts a summary sentence before a scene that shows it', () => {
    const text = `It was the most stressful day of my life. I walked into the gym. The lights buzzed. My hands shook as I took the ball.${TAIL}`;
    expect(edits(text, 'summary')).toEqual([
      `I walked into the gym. The lights buzzed. My hands shook as I took the ball.${TAIL}`,
    ]);
  });

  it('keeps a summary sentence with no scene after it', () => {
    expect(edits(`It was the most stressful day of my life. I lost.${TAIL}`, 'summary')).toEqual([]);
  });
});

describe('clauses and asides', () => {
  it('compresses "there are many people who", "who was sitting" and "was not able to"', () => {
    const text = `There are many people who help at the shelter. The girl who was sitting by the door waved. I wasn’t able to stay, and Sam was not able to either.${TAIL}`;
    expect(edits(text, 'wordy')).toEqual([
      `Many people help at the shelter. The girl who was sitting by the door waved. I wasn’t able to stay, and Sam was not able to either.${TAIL}`,
      `There are many people who help at the shelter. The girl sitting by the door waved. I wasn’t able to stay, and Sam was not able to either.${TAIL}`,
      `There are many people who help at the shelter. The girl who was sitting by the door waved. I couldn’t stay, and Sam was not able to either.${TAIL}`,
      `There are many people who help at the shelter. The girl who was sitting by the door waved. I wasn’t able to stay, and Sam could not either.${TAIL}`,
    ]);
  });

  it('keeps "there are people that I know", "the day that was ours" and a new clause after a bare noun', () => {
    const text = `There are many people that I know at the shelter. It was the day that was ours. By censoring libraries that is taking away our say.${TAIL}`;
    expect(edits(text, 'wordy')).toEqual([]);
  });

  it("keeps an aside in the writer's own voice: it says where they stand", () => {
    const text = `I worked harder to meet their (and my) expectations. Games are fun (personally I think so) but not life.${TAIL}`;
    expect(edits(text, 'aside')).toEqual([]);
  });

  it('removes an aside in brackets or between dashes, keeping the sentence whole', () => {
    const text = `My grandmother (who never learned to drive) walked me to school. The bus — late as always — finally came.${TAIL}`;
    expect(edits(text, 'aside')).toEqual([
      `My grandmother walked me to school. The bus — late as always — finally came.${TAIL}`,
      `My grandmother (who never learned to drive) walked me to school. The bus finally came.${TAIL}`,
    ]);
  });
});

describe('what a cut never takes', () => {
  it('never touches quoted dialogue', () => {
    const text = `Coach said, "You are really ready, in order to win." I was really ready.${TAIL}`;
    const cuts = cutsOf(text);
    expect(cuts.map((c) => c.original.trim())).toEqual(['really']);
    expect(cuts[0]!.start).toBeGreaterThan(text.indexOf('." I'));
  });

  it("never removes the essay's only name, number or place", () => {
    const restated = (detail: string) =>
      `We rebuilt the engine in the garage. We rebuilt the engine in the garage with ${detail}.${TAIL}`;
    for (const detail of ['Marcus', 'Denver', '40 wrenches'])
      expect(edits(restated(detail), 'restatement')).toEqual([]);
    // Said again elsewhere, the detail survives the cut.
    const twice = `Marcus rebuilt the engine in the garage. Marcus rebuilt the engine in the garage again. Marcus smiled.${TAIL}`;
    expect(edits(twice, 'restatement')).toHaveLength(1);
  });

  it("keeps the writer's 'I believe that' in the closing reflection, cutting it elsewhere", () => {
    const text = `I think that my coach was right. We ran every morning. We lost twice. We won in May. I believe that every runner can learn patience.${TAIL}`;
    expect(cutsOf(text).map((c) => c.original.trim())).toEqual(['I think that my']);
  });

  it('never cuts the last sentence of the reflection', () => {
    const text =
      'I learned that patience is a kind of courage in every hard moment. Patience is a kind of courage in every hard moment, I learned.';
    expect(edits(text, 'restatement')).toEqual([]);
  });
});

describe('limits', () => {
  const text = `In order to win, I really wanted to practice on a daily basis. Due to the fact that we lost each and every game, I came to the realization that practice matters.${TAIL}`;

  it('applies cuts in rank order until the essay fits a word limit, and no further', () => {
    const essay = parseEssay(text);
    const limit = essay.wordCount - 6;
    const plan = planTrim(essay, 'words', limit);
    expect(plan.fits_after).not.toBeNull();
    const chosen = cutsUntilFit(plan, limit);
    expect(chosen).toHaveLength(plan.fits_after!);
    const trimmed = applyCuts(text, chosen);
    expect(countEssayWords(trimmed)).toBe(landing(plan, chosen));
    expect(countEssayWords(trimmed)).toBeLessThanOrEqual(limit);
    expect(countEssayWords(applyCuts(text, chosen.slice(0, -1)))).toBeGreaterThan(limit);
  });

  it('counts characters for a character limit', () => {
    const essay = parseEssay(text);
    const limit = text.length - 30;
    const plan = planTrim(essay, 'characters', limit);
    const trimmed = applyCuts(text, cutsUntilFit(plan, limit));
    expect(trimmed.length).toBeLessThanOrEqual(limit);
    expect(trimmed.length).toBe(landing(plan, cutsUntilFit(plan, limit)));
  });

  it('says when the cuts cannot reach the limit', () => {
    const plan = planTrim(parseEssay(text), 'words', 5);
    expect(plan.fits_after).toBeNull();
    expect(plan.used_after_all).toBeGreaterThan(5);
  });

  it('ranks the safest cuts first: phrases before fillers before whole sentences', () => {
    const ranked = planTrim(
      parseEssay(
        `The robot climbed the ramp after months of tests. In other words, the robot climbed the ramp. I was really proud in order to celebrate.${TAIL}`,
      ),
      'words',
      10,
    ).cuts.map((c) => c.kind);
    expect(ranked).toEqual(['wordy', 'filler', 'restatement']);
  });
});

describe('the review after trimming', () => {
  // 'Prior to attending …, my paradigm' reads past the reviewer; 'Before attending …, my paradigm'
  // is the dangling opening a rule flags: the shorter phrase would cost the student points.
  const text = `Prior to attending Mountain School, my paradigm of the world was narrow. I had lived in one town for sixteen years. My friends were the kids I met in kindergarten. In order to see more, I applied to a semester away. The farm woke us at five every morning. We split wood and milked goats before class.${TAIL}`;

  it('offers no cut that a rule would flag or that lowers the score, and keeps the rest', async () => {
    expect(cutsOf(text).map((c) => c.original)).toEqual(['In order to', 'Prior to']);
    const limited = { word_limit: 60, limit_type: 'words' as const };
    const before = await analyzeToFeedback({ text, ...limited });
    expect(before.trim!.cuts.map((c) => c.original)).toEqual(['In order to']);
    const trimmed = applyCuts(text, before.trim!.cuts);
    const after = await analyzeToFeedback({ text: trimmed, ...limited });
    expect(after.overall_score).toBeGreaterThanOrEqual(before.overall_score);
    expect(after.annotations.filter((a) => a.severity !== 'suggestion')).toHaveLength(
      before.annotations.filter((a) => a.severity !== 'suggestion').length,
    );
  });
  it('offers cuts only to an essay over its limit: within it there is nothing to fit', async () => {
    const within = await analyzeToFeedback({ text, word_limit: 650, limit_type: 'words' });
    expect(within.length?.status).not.toBe('over');
    expect(within.trim).toBeUndefined();
  });
});

// Prompt fit (analyzers/prompt-fit.ts, the content analyzer's card): a prompt's key idea is taken up
// by any form of the word or a close WordNet relative; the prompt's frame words do not count.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { promptFit } from '../../../server/analysis/analyzers/prompt-fit';
import { relatedWords } from '../../../server/analysis/lexicon/wordnet';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

// The engine loads once before the first test, so no test's time limit pays for it.
beforeAll(async () => {
  await warmEngine();
}, 120_000);

const essay = parseEssay(
  'Moving to Houston was the hardest thing I faced. Overcoming my fear of speaking took a year, and the challenges taught me patience.',
);

// A college essay of ~200 words about failing at robotics and what it taught the writer.
const ROBOTICS = `Our robot failed in the first round of the state competition. The drivetrain drifted left every
time, and I had written the code that steered it. For a week I could not look at the team chat.
I had always thought being good at something meant never looking foolish, so I hid the failure
from my parents and told them we had been unlucky. Then our coach asked me to walk the new members
through what went wrong. Explaining my own mistake out loud to four freshmen was humbling, but it
was also the first time I understood the bug: one wheel slipped on the seam of the practice mat,
and no amount of tuning the numbers could fix a problem we had never watched closely. We rebuilt
the wheel mount together in an afternoon. I still keep the broken mount on my desk. It reminds me
that the most useful thing I can do after I fail is to say so early, to the people who can help,
and to look at what is actually happening instead of what my code says should happen. Since then I
have asked for help sooner, written down my mistakes in a notebook, and shared that notebook with
the younger members so they can fail faster than I did and recover faster too.`;

const SETBACK =
  'The lessons we take from obstacles we encounter can be fundamental to later success. Recount a time when you faced a challenge, setback, or failure. How did it affect you, and what did you learn from the experience?';
const BACKGROUND =
  'Some students have a background, identity, interest, or talent that is so meaningful they believe their application would be incomplete without it. If this sounds like you, then please share your story.';
const GROWTH =
  'Discuss an accomplishment, event, or realization that sparked a period of personal growth and a new understanding of yourself or others.';
const GRATITUDE =
  'Reflect on something that someone has done for you that has made you happy or thankful in a surprising way. How has this gratitude affected or motivated you?';

describe('prompt fit', () => {
  it('counts another form of a prompt word ("overcame" answered by "Overcoming")', () => {
    const fit = promptFit(essay, 'Describe a challenge you overcame and what you learned.');
    expect(fit.keys).toEqual(['challenge', 'overcame', 'learned']);
    expect(fit.hits.map((h) => [h.word, h.key])).toEqual([
      ['challenges', 'challenge'],
      ['Overcoming', 'overcame'],
      // A synonym of another sense: what the challenges "taught" is what was "learned".
      ['taught', 'learned'],
    ]);
    expect(fit.missing).toEqual([]);
    expect(fit.coverage).toBe(1);
    // Two specific key ideas taken up is full fit: an essay need not echo every prompt word.
    expect(promptFit(essay, 'Describe a challenge you overcame and what you regret.').coverage).toBe(1);
  });

  it('finds nothing for a prompt on another topic, and ignores instruction words', () => {
    const fit = promptFit(essay, 'Tell us about your favorite book.');
    expect(fit.keys).toEqual(['favorite', 'book']);
    expect(fit.coverage).toBe(0);
  });

  it('counts a WordNet relative: "failure" is taken up by "failed", "captivate" by "fascinated"', () => {
    expect(relatedWords('failure')).toContain('fail');
    expect(relatedWords('captivate')).toContain('fascinate');
    expect(relatedWords('learn', 'VERB')).toContain('teach');
    // Only the prompt word's own part of speech: "faced" (a verb) is not answered by "typeface".
    expect(relatedWords('face', 'VERB')).toContain('confront');
    expect(relatedWords('face', 'VERB')).not.toContain('typeface');
    expect(relatedWords('qwzx')).toEqual([]);
    const fit = promptFit(parseEssay(ROBOTICS), SETBACK);
    expect(fit.hits.find((h) => h.key === 'failure')?.word).toMatch(/^fail/);
    const captivated = promptFit(
      parseEssay('The night sky has fascinated me since I was nine, and I still map it every week.'),
      'What captivates you?',
    );
    expect(captivated.hits.map((h) => h.word)).toEqual(['fascinated']);
  });

  it('counts the words a growth essay answers with ("learned", "taught") for "growth" and "realization"', () => {
    const story = parseEssay(
      'Grandpa never explained the motor. His raised eyebrow taught me more than any tutorial, and since then I have learned to ask why each step matters.',
    );
    const fit = promptFit(story, GROWTH);
    expect(fit.keys).toEqual(expect.arrayContaining(['realization', 'growth', 'understanding']));
    // One essay word answers one key: "taught" and "learned" each take up a different one.
    expect(fit.hits.map((h) => h.word).sort()).toEqual(['learned', 'taught']);
    expect(promptFit(story, GRATITUDE).hits).toEqual([]);
    // "An experience that shaped you", "a person who influenced you": answered the same way.
    for (const prompt of [
      'Describe an experience that shaped you.',
      'Describe a person who has influenced you.',
    ]) {
      const shaped = promptFit(story, prompt);
      expect(shaped.hits.length, prompt).toBeGreaterThan(0);
    }
  });

  it('counts the need an essay saw and its idea for a problem-solving prompt', () => {
    const pantry = parseEssay(
      'Families needed fresh vegetables, which the pantry almost never had. So I had an idea: I wrote to three grocery stores and asked them to donate produce.',
    );
    const fit = promptFit(pantry, "Describe a problem you've solved or would like to solve.");
    expect(fit.keys).toEqual(['problem', 'solved']);
    expect(fit.hits.map((h) => h.word).sort()).toEqual(['idea', 'needed']);
  });

  it('answers a why-this-major prompt with the field the essay names and the pull it describes', () => {
    const robotics = parseEssay(
      "At Carnegie Mellon I hope to study electrical and computer engineering. I'm especially drawn to research on autonomous vehicles.",
    );
    const fit = promptFit(robotics, 'Why are you interested in the major you selected?');
    // "selected" frames the question; "interested" and "major" are what it asks about.
    expect(fit.keys).toEqual(['interested', 'major']);
    expect(fit.hits.map((h) => h.word).sort()).toEqual(['drawn', 'study']);
  });

  it('counts the club or team a community essay describes', () => {
    const club = parseEssay(
      'Robotics club was where I found my place, and my teammates welcomed me from the first day.',
    );
    const fit = promptFit(club, 'Describe a community you belong to.');
    expect(fit.keys).toEqual(['community', 'belong']);
    expect(fit.hits.map((h) => h.word).sort()).toEqual(['club', 'welcomed']);
  });

  it("leaves out a prompt's frame words (recount, topic, please, share, students)", () => {
    const keys = promptFit(essay, SETBACK).keys;
    for (const frame of ['recount', 'take', 'affect', 'time']) expect(keys).not.toContain(frame);
    expect(keys).toEqual(expect.arrayContaining(['obstacles', 'challenge', 'setback', 'failure']));
    expect(
      promptFit(
        essay,
        'Share an essay on any topic of your choice. It can be one you have already written, or one of your own design.',
      ).keys,
    ).toEqual([]);
  });

  it('does not judge a broad prompt of categories the essay instantiates (Common App 1)', () => {
    const broad = promptFit(essay, BACKGROUND);
    expect(broad.keys).toEqual(['background', 'identity', 'interest', 'talent', 'believe']);
    expect(broad.judged).toBe(false);
    expect(promptFit(essay, SETBACK).judged).toBe(true);
    expect(promptFit(essay, 'Tell us about your favorite book.').judged).toBe(true);
  });

  it('keeps a suffix when cutting it would leave too short a stem ("notion" is not "not")', () => {
    const fit = promptFit(parseEssay("I didn't know what to say."), 'A notion you challenged');
    expect(fit.hits).toEqual([]);
  });

  it('weighs a specific key idea above an everyday one', () => {
    const specific = promptFit(parseEssay('My gratitude grew slowly.'), 'gratitude and happy moments');
    const everyday = promptFit(parseEssay('I was happy that day.'), 'gratitude and happy moments');
    expect(specific.coverage).toBeGreaterThan(everyday.coverage);
  });
});

describe('prompt fit card', () => {
  const card = async (prompt: string) => {
    const { feedback } = await analyzeEssay({ text: ROBOTICS, prompt }, { analyzers: ['content'] });
    return feedback.improvements.find((i) => i.evidence?.some((e) => e.startsWith('key ideas not found')));
  };

  it('says nothing when the essay takes up the prompt in its own words', async () => {
    expect(await card(SETBACK)).toBeUndefined();
  });

  it('says nothing, and leaves prompt fit out of the score, for a broad prompt', async () => {
    expect(await card(BACKGROUND)).toBeUndefined();
    const { feedback } = await analyzeEssay(
      { text: ROBOTICS, prompt: BACKGROUND },
      { analyzers: ['content'] },
    );
    expect(feedback.section_scores.content!.details.user_metrics.prompt_fit).toBeNull();
  });

  it('asks the student to check (MEDIUM) when none of the key ideas appears, quoting the prompt whole', async () => {
    const off = await card(GRATITUDE);
    expect(off?.priority).toBe('MEDIUM');
    expect(off?.issue).toBe('Check that the essay answers the prompt');
    expect(off?.evidence[0]).toContain('gratitude');
    expect(off?.suggestion).toContain('gratitude affected or motivated you?');
    const long = await card(
      `${GRATITUDE} Consider the people in your town and their traditions over many years.`,
    );
    expect(long?.suggestion).toMatch(/[a-z]…”\.$/);
  });

  it('credits engaging the prompt only for more than one of its ideas', async () => {
    const strength = async (text: string, prompt: string) =>
      (await analyzeEssay({ text, prompt }, { analyzers: ['content'] })).feedback.strengths.find(
        (s) => s.description === 'The essay engages directly with the prompt.',
      );
    const PASSION =
      'Describe a topic, idea, or concept you find so engaging that it makes you lose all track of time. Why does it captivate you?';
    const doctor = `Ever since I was young, I have had a passion for helping others. ${'I volunteered at a hospital and the nurses taught me many things about patients and their families. '.repeat(6)}`;
    expect(await strength(doctor, PASSION)).toBeUndefined();
    const stars = `I lose track of time whenever I read about black holes. The idea that light cannot escape captivates me. ${'Some nights I read papers about event horizons until my alarm rings at six. '.repeat(6)}`;
    expect(await strength(stars, PASSION)).toBeDefined();
  });
});

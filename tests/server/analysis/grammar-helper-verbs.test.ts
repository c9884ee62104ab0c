// What a helper verb or a frame needs after it, as learners get it wrong ("They can learning",
// "important for students learn", "I think is better"), each with the fix a reader expects; the
// correct sentences nearest each frame stay quiet. Sentences written for this test.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { allHits, hits, quiet } from '../../helpers/ruleHits';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('helper verbs and their frames', () => {
  it.each([
    ['They can learning from their mistakes.', 'modal-ing', 'learning', 'learn'],
    ['We should not to extend the school day.', 'modal-to', 'not to', 'not'],
    ['We will able to do it later.', 'modal-able', 'able', 'be able'],
    ['It is important for students learn new skills.', 'for-to', 'students learn', 'students to learn'],
    ["People can't be success without failure.", 'be-successful', 'success', 'successful'],
    ['I think is better to study alone.', 'missing-it', 'is', 'it is'],
    ['Is very important to have a good attitude.', 'missing-it', 'Is', 'It is'],
  ])('"%s"', (text, rule, words, fix) => {
    expect(hits(text, rule)).toEqual([[words, fix]]);
  });

  it('leaves questions, gerund subjects and correct frames alone', () => {
    for (const rule of ['modal-ing', 'modal-to', 'modal-able', 'for-to', 'be-successful', 'missing-it'])
      quiet(rule, [
        'Would removing books from shelves limit us?',
        'Can staying active improve your grades?',
        'You can be learning while you work.',
        'The success of the team surprised us.',
        'Is it better to wait?',
        'Laughter, I think, is the best medicine.',
        'Do what you feel is best.',
        'Enjoy these years however we feel is best.',
        'It is important for students to learn.',
        'We should not go.',
        'We will be able to do it later.',
        'They will going to get better.',
      ]);
  });
});

describe('verbs of state in the progressive', () => {
  it('gives the simple present', () => {
    expect(allHits('She is knowing the answer.', 'state-progressive')).toEqual([['is knowing', ['knows']]]);
    expect(allHits("I'm having two sisters.", 'state-progressive')).toEqual([["I'm having", ['I have']]]);
  });

  it('leaves events, adjectives and gerunds alone', () => {
    for (const text of [
      'We are having fun at the fair.',
      "I'm having a baby in May.",
      'My mom is very understanding.',
      'She is knowing and wise beyond her years.',
      'The best thing is knowing that I tried.',
    ])
      expect(allHits(text, 'state-progressive'), text).toEqual([]);
  });
});

describe('the bare verb after "do" in a question', () => {
  it('asks for the bare form', () => {
    expect(allHits('Does he likes pizza?', 'do-base')).toEqual([['likes', ['like']]]);
    expect(allHits('Why does it matters so much?', 'do-base')).toEqual([['matters', ['matter']]]);
  });

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

describe('"not" without its helper verb', () => {
  it('adds "do" or "does"', () => {
    expect(allHits('Students get bored and they not learn.', 'do-not')).toEqual([['not', ['do not']]]);
    expect(allHits('He not understand the program.', 'do-not')).toEqual([['not', ['does not']]]);
  });

  it('leaves questions, "not only" and objects alone', () => {
    for (const text of [
      'What do we not know?',
      'How could I not pass?',
      'They not only learn but play.',
      'I told them not go.',
    ])
      expect(allHits(text, 'do-not'), text).toEqual([]);
  });
});

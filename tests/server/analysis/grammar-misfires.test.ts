// Harper lints that misfire in known contexts ("quite a", "most of whom", "Are there ...?") are
// dropped there and kept on the slips they were written for. Each case names the harper rule whose
// verdict (lint/harper-verdicts.ts) is checked.
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../../server/analysis/lint/harper-verdicts';
import type { HarperLint } from '../../../server/analysis/lint/harper';

function allows(
  text: string,
  word: string,
  rule: string,
  pos?: string,
  replacements: string[] = [],
): boolean {
  const start = text.indexOf(word);
  const l: HarperLint = {
    rule,
    start,
    end: start + word.length,
    kind: 'Grammar',
    message: '',
    replacements,
    text: word,
  };
  const verdict = verdictOf(rule);
  const ctx = { text, all: [], isName: () => false, frequency: () => 1, posAt: () => pos };
  return verdict !== 'off' && verdict.every((check) => check(l, ctx));
}

const QUITE = 'QuiteQuiet';
const WHOM = 'WhomSubjectOfVerb';
const NUMBER = 'ThereIsAgreement';
const THEIR = 'ThereToTheir';

describe('harper misfires', () => {
  it('drops "quite" before a describing word, keeps it at the end or before a noun', () => {
    expect(allows('It took quite a long time.', 'quite', QUITE, 'DET')).toBe(false);
    expect(allows('It worked out quite well.', 'quite', QUITE, 'ADV')).toBe(false);
    expect(allows('The room was very quite.', 'quite', QUITE)).toBe(true);
    expect(allows('We need a quite room.', 'quite', QUITE, 'NOUN')).toBe(true);
  });

  it('leaves "its our" and "to far to" to the cards that fix their first word', () => {
    const PRONOUNS = 'MultipleSequentialPronouns';
    const INFINITIVE = 'ToAdverb';
    expect(allows('Maybe its our faces.', 'its our', PRONOUNS)).toBe(false);
    expect(allows('We gave them them food.', 'them them', PRONOUNS)).toBe(true);
    expect(allows('It was reaching to far to retrieve.', 'to far to', INFINITIVE)).toBe(false);
    expect(allows('I want to to go.', 'to to', INFINITIVE)).toBe(true);
  });

  it('drops "whom" after a preposition', () => {
    expect(allows('Most of whom were of Tutsi descent.', 'whom', WHOM)).toBe(false);
    expect(allows('Whom is calling?', 'Whom', WHOM)).toBe(true);
  });

  it('drops the number lint on a plural noun after "are"', () => {
    expect(allows('If there are findings for recovery, we act.', 'are findings', NUMBER)).toBe(false);
    expect(allows('There is many reasons.', 'is many', NUMBER)).toBe(true);
  });

  it('keeps "there" in a question that starts with a verb', () => {
    expect(allows('Are there advertisements on the website?', 'there', THEIR)).toBe(false);
    expect(allows('They lost there keys.', 'there', THEIR)).toBe(true);
  });
});

describe('harper word-class misfires', () => {
  it('keeps the noun and verb fixes only where the place asks for the other class', () => {
    const CONFUSION = 'NounVerbConfusion';
    expect(
      allows('They give you advice on how to improve.', 'advice', CONFUSION, undefined, ['advise']),
    ).toBe(false);
    expect(allows('Many believe the border is safe.', 'believe', CONFUSION, undefined, ['belief'])).toBe(
      false,
    );
    expect(allows('I have a strong believe in God.', 'believe', CONFUSION, undefined, ['belief'])).toBe(true);
  });

  it('drops "a lot we can do", "too beaten down to", "let down" and "further emphasized"', () => {
    const LOT = 'QuantifierNeedsOf';
    expect(allows('There is a lot we can do.', 'lot', LOT)).toBe(false);
    expect(allows('A lot people came.', 'lot', LOT)).toBe(true);
    const TOO = 'ToTwoToo';
    expect(allows('He was too beaten down to feel it.', 'too', TOO, 'VERB')).toBe(false);
    expect(allows('I want too see it.', 'too', TOO, 'VERB')).toBe(true);
    const LET = 'LetsConfusion';
    expect(allows('You are nervous or let down.', 'let', LET)).toBe(false);
    const PRON = 'PronounVerbAgreement';
    expect(allows('She further emphasized the point.', 'further', PRON)).toBe(false);
    expect(allows('She go to school.', 'go', PRON, 'VERB', ['goes'])).toBe(true);
    // No form to offer: a past tense ("woke") is no bare verb.
    expect(allows('He woke up late.', 'woke', PRON, 'VERB')).toBe(false);
  });
});

describe('"their" before a noun', () => {
  it('drops there / they\'re for "their" before a noun, keeps it before a verb', () => {
    expect(allows('Animals are held against their will.', 'their', 'TheirToTheyre', 'NOUN')).toBe(false);
    expect(allows('Citizens exercise their right.', 'their', 'TheirToThere', 'NOUN')).toBe(false);
    expect(allows('Held against their will.', 'their', 'TheirToTheyre', 'AUX')).toBe(false);
    expect(allows('Their is a dog.', 'Their', 'TheirToThere', 'AUX')).toBe(true);
  });
});

describe('"affect" as a noun and "their hands"', () => {
  const AFFECT = 'NounVerbConfusion';
  const HAND = 'TryOnesHandAt';
  it('drops the psychology noun "negative affect", keeps "the market affect"', () => {
    expect(allows('We measured negative affect and stress.', 'affect', AFFECT, undefined, ['effect'])).toBe(
      false,
    );
    expect(allows('Patients showed a flat affect.', 'affect', AFFECT, undefined, ['effect'])).toBe(false);
    expect(
      allows('The market affect after a disaster is small.', 'affect', AFFECT, undefined, ['effect']),
    ).toBe(true);
  });
  it('drops "their hands" for many people, keeps "his hands"', () => {
    expect(allows('Several artists tried their hands at film.', 'hands', HAND)).toBe(false);
    expect(allows('He tried his hands at painting.', 'hands', HAND)).toBe(true);
  });
});

describe('"a.m." is not an article', () => {
  const ARTICLE = 'AnA';
  it('drops the article lint on the "a" of "a.m.", keeps "a apple"', () => {
    expect(allows('By seven a.m. the kitchen was full.', 'a', ARTICLE)).toBe(false);
    expect(allows('By seven A.M. the kitchen was full.', 'A', ARTICLE)).toBe(false);
    expect(allows('I ate a apple.', 'a', ARTICLE)).toBe(true);
  });
  it('keeps "an unique" after a pronoun: before a you-sound, "an" is the article, not "and"', () => {
    expect(allows('Being bilingual has given me an unique view.', 'an', ARTICLE, 'PRON')).toBe(true);
    expect(allows('It gave us an useful tool.', 'an', ARTICLE, 'PRON')).toBe(true);
    expect(allows('A good attitude an good habits help.', 'an', ARTICLE, 'NOUN')).toBe(false);
  });
});

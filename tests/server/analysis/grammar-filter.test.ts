// The precision filter over harper's lints (by rule name) and the paragraph-level quote check, without harper.
import { describe, expect, it } from 'vitest';
import { showGrammarLint, type FilterContext } from '../../../server/analysis/lint/filter';
import type { HarperLint } from '../../../server/analysis/lint/harper';
import { unpairedQuote } from '../../../server/analysis/lint/rules/punctuation';

// A lint of harper's rule `rule`: the filter reads the rule's name, never its message.
function lint(
  text: string,
  word: string,
  kind: string,
  rule: string,
  from = 0,
  replacements: string[] = [],
): HarperLint {
  const start = text.indexOf(word, from);
  return { rule, start, end: start + word.length, kind, message: '', replacements, text: word };
}

function ctx(text: string, all: HarperLint[] = []): FilterContext {
  return { text, all, isName: () => false, frequency: () => 1000 };
}

const CAPITAL = 'SentenceCapitalization';

describe('grammar lint filter', () => {
  it('keeps a lower-case sentence start but not one after an abbreviation', () => {
    const slip = 'I moved here. then I started school.';
    expect(showGrammarLint(lint(slip, 'then', 'Capitalization', CAPITAL), ctx(slip))).toBe(true);
    const abbr = 'She moved to the U.S. and opened a shop.';
    expect(showGrammarLint(lint(abbr, 'and', 'Capitalization', CAPITAL), ctx(abbr))).toBe(false);
  });

  it('drops their/them fixes where the pronoun has its own verb, and correct English it flags', () => {
    const there = 'To address pollution, there needs to be a plan.';
    const their = lint(there, 'there', 'Grammar', 'ThereToTheir');
    expect(showGrammarLint(their, ctx(there))).toBe(false);
    const slip = 'They lost there keys.';
    expect(showGrammarLint(lint(slip, 'there', 'Grammar', 'ThereToTheir'), ctx(slip))).toBe(true);
    const support = 'Cities need the support they need.';
    const them = lint(support, 'they', 'Grammar', 'TheyToThem', 20);
    expect(showGrammarLint(them, ctx(support))).toBe(false);
    const than = 'Ads make things seem better than they are is that they lie.';
    const repeated = lint(than, ' is', 'Grammar', 'SingleBe');
    expect(showGrammarLint(repeated, ctx(than))).toBe(false);
    const due = 'It was banned due to ethical concerns.';
    const too = lint(due, 'to', 'WordChoice', 'ToTwoToo');
    expect(showGrammarLint(too, ctx(due))).toBe(false);
    const find = 'People are upset when they find out the truth.';
    const findOut = lint(find, 'find out', 'WordChoice', 'FindOut');
    expect(showGrammarLint(findOut, ctx(find))).toBe(false);
    const phone = 'Almost everyone owns a cell phone.';
    const cell = lint(phone, 'cell phone', 'WordChoice', 'CompoundNouns');
    expect(showGrammarLint(cell, ctx(phone))).toBe(false);
  });

  it("shows it's -> its only after a preposition or before 'own'", () => {
    const msg = 'ItsPossessive';
    const pos = (text: string) => (start: number) => (text.slice(start).startsWith('of') ? 'ADP' : 'VERB');
    const of = "The city cares for the potential of it's citizens.";
    expect(showGrammarLint(lint(of, "it's", 'Agreement', msg), { ...ctx(of), posAt: pos(of) })).toBe(true);
    const own = "The team has it's own coach.";
    expect(showGrammarLint(lint(own, "it's", 'Agreement', msg), { ...ctx(own), posAt: pos(own) })).toBe(true);
    for (const text of ["It's simple: follow your heart.", "I think it's good.", "It's February already."]) {
      expect(
        showGrammarLint(lint(text, text.includes('It') ? "It's" : "it's", 'Agreement', msg), {
          ...ctx(text),
          posAt: pos(text),
        }),
        text,
      ).toBe(false);
    }
  });

  it('drops house-style rules a personal essay need not follow', () => {
    const text = 'I packed bread, cheese and apples.';
    const oxford = lint(text, 'cheese', 'Style', 'OxfordComma');
    expect(showGrammarLint(oxford, ctx(text))).toBe(false);
  });

  it('drops a grammar lint on a word that already has a spelling lint', () => {
    const text = 'We ate at Abuelitas house.';
    const spell = lint(text, 'Abuelitas', 'Spelling', 'SpellCheck');
    const split = lint(text, 'Abuelitas', 'Typo', 'SplitWords');
    expect(showGrammarLint(split, ctx(text, [spell, split]))).toBe(false);
  });

  it('drops a doubled name but keeps a doubled word', () => {
    const text = 'We stayed in Baden Baden and the the hotel was old.';
    expect(showGrammarLint(lint(text, 'Baden Baden', 'Repetition', 'RepeatedWords'), ctx(text))).toBe(false);
    expect(showGrammarLint(lint(text, 'the the', 'Repetition', 'RepeatedWords'), ctx(text))).toBe(true);
  });
});

describe('grammar lint filter, context checks', () => {
  const COMPOUND = 'CompoundNouns';
  it('joins a compound only when the closed form is the usual spelling', () => {
    const freq: Record<string, number> = { homework: 1000, healthcare: 29 };
    const c = (text: string): FilterContext => ({ ...ctx(text), frequency: (w) => freq[w] ?? 0 });
    const slip = 'I finished my home work late.';
    const l1 = { ...lint(slip, 'home work', 'WordChoice', COMPOUND), replacements: ['homework'] };
    expect(showGrammarLint(l1, c(slip))).toBe(true);
    const title = 'We bought the Home Work planner.';
    const l3 = { ...lint(title, 'Home Work', 'WordChoice', COMPOUND), replacements: ['HomeWork'] };
    expect(showGrammarLint(l3, c(title))).toBe(false);
    const fine = 'She works in health care.';
    const l2 = { ...lint(fine, 'health care', 'WordChoice', COMPOUND), replacements: ['healthcare'] };
    expect(showGrammarLint(l2, c(fine))).toBe(false);
  });

  it('trusts the tagger when harper reads a noun as a verb', () => {
    const text = 'I am on board with this one, you guys.';
    const l = {
      ...lint(text, 'guys', 'Agreement', 'PronounVerbAgreement'),
      replacements: ['guy'],
    };
    expect(showGrammarLint(l, { ...ctx(text), posAt: () => 'NOUN' })).toBe(false);
    expect(showGrammarLint(l, { ...ctx(text), posAt: () => 'VERB' })).toBe(true);
  });
});

describe('names inside a sentence', () => {
  it('drops a word-choice lint on a capitalised word mid-sentence', () => {
    const text = 'How does it compare to Halo 3 on the console?';
    const l = lint(text, 'Halo', 'WordChoice', 'HelloGreeting');
    expect(showGrammarLint(l, ctx(text))).toBe(false);
  });
});

describe('word-class confusions follow the tagger', () => {
  const pos = (text: string, tags: Record<string, string>): FilterContext => ({
    ...ctx(text),
    posAt: (start) => tags[/^\p{L}+/u.exec(text.slice(start))?.[0] ?? ''],
  });
  const EVERY = 'Everyday';
  const EFFECT = 'NounVerbConfusion';

  it('keeps "everyday" as an adverb, not before a noun', () => {
    const slip = 'I run everyday after school.';
    expect(showGrammarLint(lint(slip, 'everyday', 'WordChoice', EVERY), pos(slip, { after: 'ADP' }))).toBe(
      true,
    );
    const fine = 'Phones make everyday tasks simple.';
    expect(showGrammarLint(lint(fine, 'everyday', 'WordChoice', EVERY), pos(fine, { tasks: 'NOUN' }))).toBe(
      false,
    );
  });

  it('asks for "to" only before a verb', () => {
    const INF = 'MissingTo';
    const slip = 'If you want sell it, take photos.';
    expect(showGrammarLint(lint(slip, 'want', 'WordChoice', INF), pos(slip, { sell: 'VERB' }))).toBe(true);
    const fine = 'The things I learned will help me.';
    expect(showGrammarLint(lint(fine, 'learned', 'WordChoice', INF), pos(fine, { will: 'AUX' }))).toBe(false);
    // (a finite verb after it: the clause ends there, and "fail to gives" would still be wrong)
    const clause = 'The times that you fail gives you a success.';
    expect(showGrammarLint(lint(clause, 'fail', 'WordChoice', INF), pos(clause, { gives: 'VERB' }))).toBe(
      false,
    );
  });

  it('does not swap "to" for "the" before a noun used with an object', () => {
    const NOUN = 'NeedToNoun';
    const verb = "You don't need to loss the enthusiasm.";
    expect(showGrammarLint(lint(verb, 'to', 'WordChoice', NOUN), pos(verb, {}))).toBe(false);
    const noun = 'You also need to computer for school.';
    expect(showGrammarLint(lint(noun, 'to', 'WordChoice', NOUN), pos(noun, {}))).toBe(true);
  });

  it('drops "effect" after an article or adjective', () => {
    const fine = 'Kindness has a ripple effect on a team.';
    const tags = { ripple: 'NOUN' };
    expect(showGrammarLint(lint(fine, 'effect', 'WordChoice', EFFECT, 0, ['affect']), pos(fine, tags))).toBe(
      false,
    );
    const slip = 'The rain will effect the game.';
    expect(
      showGrammarLint(lint(slip, 'effect', 'WordChoice', EFFECT, 0, ['affect']), pos(slip, { will: 'AUX' })),
    ).toBe(true);
  });

  it('drops "effect" before the change it brings about ("to effect change")', () => {
    for (const [fine, tags] of [
      ['The rally helped effect change in the city.', { helped: 'VERB' }],
      ['We can effect lasting reform.', { can: 'AUX' }],
    ] as const)
      expect(
        showGrammarLint(lint(fine, 'effect', 'WordChoice', EFFECT, 0, ['affect']), pos(fine, tags)),
      ).toBe(false);
  });
});

describe('unpaired quotation marks', () => {
  it('finds the mark without a partner', () => {
    expect(unpairedQuote('He said "hi')).toBe(8);
    expect(unpairedQuote('"Go," she said. "')).toBe(16);
  });

  it('accepts paired quotes, inch marks and dialogue across sentences', () => {
    expect(unpairedQuote('"Look first. Then decide," she said.')).toBe(-1);
    expect(unpairedQuote('a 3" pipe')).toBe(-1);
    expect(unpairedQuote('“Hello” and “bye”')).toBe(-1);
  });
});

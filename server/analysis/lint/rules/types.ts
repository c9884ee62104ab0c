// The contract of the engine's own grammar rules: each reads the parsed essay (wink tokens with
// POS and lemma, exact UTF-16 offsets) and returns hits that point at the words to change.
import type { ParsedEssay, Sentence, Token } from '../../nlp/parse';

export type RuleCategory = 'grammar' | 'punctuation' | 'capitalization' | 'hyphenation';

export interface RuleHit {
  start: number;
  end: number;
  /** Stable rule id, for metrics and tuning. */
  rule: string;
  category: RuleCategory;
  /** Short card title, e.g. 'Agreement'. */
  label: string;
  message: string;
  /** Replacement text for [start, end), best first. */
  replacements: string[];
  /**
   * A house convention rather than an error (American placement of a full stop inside quotation
   * marks): shown as a suggestion that does not count against the score.
   */
  convention?: boolean;
}

export type Rule = (essay: ParsedEssay) => RuleHit[];

/**
 * A rule's executable examples. `wrong`: a text the rule must flag, and the text once its fix is
 * applied (left out where the rule explains rather than offers a replacement). `right`: texts it
 * must leave alone. tests/server/analysis/rule-examples.test.ts runs every rule's examples.
 */
export interface RuleExamples {
  wrong: ReadonlyArray<readonly [text: string, fixed?: string]>;
  right: readonly string[];
}

/** One grammar rule as it declares itself (see defineRule). */
export interface RuleDefinition {
  /** Stable id: what an annotation's rule_id, the CLI's --explain and a false-alarm report name. */
  readonly id: string;
  /** The result section its findings are shown in. */
  readonly section: 'grammar';
  /** The category of most of its findings (a hit may carry another, e.g. a capital in a word rule). */
  readonly category: RuleCategory;
  /** 'convention': a house style shown as a suggestion that does not count; a hit may say so too. */
  readonly severity: 'error' | 'convention';
  /** What the rule looks for, in a sentence: printed by --explain. */
  readonly description: string;
  /**
   * Ids of rules this one runs after. Rules claim characters in order, so where two rules flag the
   * same words the one listed here wins; no other order between rules is meaningful.
   */
  readonly after?: readonly string[];
  readonly examples: RuleExamples;
  readonly run: Rule;
}

const DEFINED = Symbol('grammar rule');

/**
 * Declares a grammar rule. The registry (registry.ts) finds every rule exported from a file in this
 * folder (through rules.generated.ts), so a new rule is a new export, with no list to edit.
 */
export function defineRule(def: RuleDefinition): RuleDefinition {
  return Object.freeze({ ...def, [DEFINED]: true });
}

export const isRuleDefinition = (x: unknown): x is RuleDefinition =>
  typeof x === 'object' && x !== null && DEFINED in x;

/** Index of the next token in the same sentence, skipping nothing; -1 at the end. */
export function next(essay: ParsedEssay, i: number, step = 1): Token | undefined {
  const t = essay.tokens[i];
  const n = essay.tokens[i + step];
  return t && n && n.sentence === t.sentence ? n : undefined;
}

export function prev(essay: ParsedEssay, i: number, step = 1): Token | undefined {
  const t = essay.tokens[i];
  const p = essay.tokens[i - step];
  return t && p && p.sentence === t.sentence ? p : undefined;
}

/**
 * "the park an the other kids": an "an" after a word that ends a phrase, before a determiner, is
 * "and" (the spelling layer's real-word rule says so), not a second article.
 */
export function anMeantAnd(essay: ParsedEssay, i: number): boolean {
  const p = prev(essay, i);
  return (
    essay.tokens[i]?.lower === 'an' && !!p && ['NOUN', 'PROPN', 'PRON', 'NUM', 'ADV', 'ADJ'].includes(p.pos)
  );
}

/** The token after `i` is an "'s" written onto it ("say's", "go’s"). */
export function gluedS(essay: ParsedEssay, i: number): boolean {
  const t = essay.tokens[i];
  const n = essay.tokens[i + 1];
  return !!t && !!n && n.start === t.end && /^['’]s$/i.test(n.text);
}

/**
 * Nouns that name an aim or a way, so "is" after them introduces an infinitive: "the reason is
 * (to) reach the goal", "the key is (to) believe in yourself". A bare verb there lacks "to", not
 * an ending.
 */
export const AIM_NOUN = new Set(
  'reason goal purpose key way thing point problem solution answer idea plan dream job aim secret trick enthusiasm challenge mission'.split(
    ' ',
  ),
);

const OPENING_MARKS = /^["'“‘(]$/;

/** Index of a sentence's first token past its opening quotation marks and brackets. */
export function firstWordIndex(essay: ParsedEssay, s: Sentence, marks = OPENING_MARKS): number {
  let i = s.tokenStart;
  while (i < s.tokenEnd && marks.test(essay.tokens[i]?.text ?? '')) i++;
  return i;
}

/** True when only spaces (no line break, no punctuation) separate two tokens. */
export function adjacent(essay: ParsedEssay, a: Token, b: Token): boolean {
  return /^ +$/.test(essay.text.slice(a.end, b.start));
}

export const isNoun = (t?: Token) => t?.pos === 'NOUN';

/** A regular plural the tagger lemmatised to its singular ("books" -> "book"). */
/**
 * A verb in its bare form as written ("make", not "makes", "made", "making"), lower-case, three
 * letters or more, and not one of `notBase` (forms that double as participles or adjectives).
 */
export function isBareVerb(v: Token, notBase: ReadonlySet<string>): boolean {
  return (
    v.pos === 'VERB' &&
    v.lemma === v.lower &&
    /^\p{Ll}{3,}$/u.test(v.text) &&
    !/(?:ing|ed|en|s)$/.test(v.lower) &&
    !notBase.has(v.lower)
  );
}

export function isPlural(t?: Token): boolean {
  return !!t && t.pos === 'NOUN' && t.lemma !== t.lower && /s$/.test(t.lower) && !/'s$|’s$/.test(t.lower);
}

export const IRREGULAR_PLURAL = new Set(
  'people children men women feet teeth mice geese data media criteria phenomena police staff cattle alumni bacteria fish sheep deer series species means offspring aircraft'.split(
    ' ',
  ),
);

// "one of those eleventh tries": an ordinal describes the noun after it; it is no noun itself.
const ORDINAL_WORD =
  /^(?:first|second|third|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twentie|thirtie|fortie|fiftie|sixtie|seventie|eightie|ninetie|hundred|thousand|million)th)$/;

/** A singular count-looking noun: not inflected, no plural ending, not an irregular plural or an ordinal. */
export function isSingular(t?: Token): boolean {
  return (
    !!t &&
    t.pos === 'NOUN' &&
    t.lemma === t.lower &&
    /^\p{Ll}+$/u.test(t.text) &&
    !/(?:s|ics)$/.test(t.lower) &&
    !IRREGULAR_PLURAL.has(t.lower) &&
    !ORDINAL_WORD.test(t.lower)
  );
}

/** A quotation mark, straight or curly: a sentence with one quotes someone. */
export const QUOTE_MARK = /["“”]/;

export const NUMBER_WORDS = new Set(
  'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred'.split(
    ' ',
  ),
);

export function hit(
  rule: string,
  category: RuleCategory,
  label: string,
  start: number,
  end: number,
  message: string,
  replacements: string[],
): RuleHit {
  return { rule, category, label, start, end, message, replacements };
}

export { casedLike, pluralOf, thirdPerson } from '../../lexicon/word-forms';

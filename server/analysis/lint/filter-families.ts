// The harper rule families the grammar section shows or drops, told apart by harper's kind and
// message wording. Why each was kept or dropped is in filter.ts's header; the checks that follow a
// shown family into its context are in filter-context.ts.
import type { HarperLint } from './harper';

export type Verdict = 'show' | 'drop';

interface Family {
  id: string;
  kind?: RegExp;
  message: RegExp;
  verdict: Verdict;
}

// Families are matched in order; the first hit decides. Messages are harper 2.x's wording.
const FAMILIES: Family[] = [
  // Style and house-style rules: not mistakes in a personal essay.
  { id: 'oxford-comma', message: /Oxford comma/i, verdict: 'drop' },
  { id: 'dash', message: /\ben dash|\bem dash|hyphen(?!ate)/i, verdict: 'drop' },
  { id: 'unicode-ellipsis', message: /Unicode ellipsis/i, verdict: 'drop' },
  // Re-checked per paragraph by rules/quotes.ts: harper sees one sentence, so a quotation that spans
  // sentences looks unterminated.
  { id: 'quote', message: /quote|quotation/i, verdict: 'drop' },
  { id: 'passive', message: /passive/i, verdict: 'drop' },
  { id: 'long-sentence', message: /sentence is long|long sentence/i, verdict: 'drop' },
  { id: 'first-person', message: /first person(?!-| singular)/i, verdict: 'drop' },
  // "of it's citizens" is a slip; "It's simple" and "I think it's good" are not (contextAllows).
  { id: 'its-possessive', message: /possessive pronoun `its`/i, verdict: 'show' },
  { id: 'contraction', message: /contraction/i, verdict: 'drop' },
  { id: 'exclamation', message: /exclamation/i, verdict: 'drop' },
  { id: 'title-case', message: /title case|heading/i, verdict: 'drop' },
  { id: 'spaces', message: /\b(?:two|multiple|extra) spaces|spaces? (?:after|between)/i, verdict: 'drop' },
  {
    id: 'vocabulary',
    kind: /^(?:Enhancement|Style|Readability|Regionalism)$/,
    message: /./,
    verdict: 'drop',
  },
  { id: 'offensive', message: /offensive/i, verdict: 'drop' },
  // Fire mostly on correct compounds, brand names and technical words.
  { id: 'missing-space', message: /missing space between words/i, verdict: 'drop' },
  { id: 'canonical-spelling', message: /canonical (?:dictionary )?spelling/i, verdict: 'drop' },
  { id: 'mass-noun-article', kind: /^Agreement$/, message: /is a mass noun\.?$/i, verdict: 'drop' },
  { id: 'missing-preposition', message: /missing a preposition/i, verdict: 'drop' },
  { id: 'simplify', message: /^Consider simplifying/i, verdict: 'drop' },
  { id: 'negative-word', message: /negative word/i, verdict: 'drop' },
  { id: 'prefix-join', message: /prefix that can be joined/i, verdict: 'drop' },
  { id: 'one-of-plural', message: /construction .* should use a plural noun/i, verdict: 'drop' },
  { id: 'base-form-needed', message: /base form of the verb is needed/i, verdict: 'drop' },
  { id: 'go-together', message: /would go better together/i, verdict: 'drop' },
  // "pay for the cost", "due to", "access to", "to a certain degree": correct English they flag.
  { id: 'pay-for', message: /`pay for` things/i, verdict: 'drop' },
  { id: 'to-too', message: /here to mean ‘also’/i, verdict: 'drop' },
  { id: 'hedging', message: /hedging/i, verdict: 'drop' },
  // "when they find out the truth", "a vicious cycle": both usual English.
  { id: 'find-out', message: /when you mean to discover something directly/i, verdict: 'drop' },
  { id: 'idiom-origin', message: /idiom originally used/i, verdict: 'drop' },
  // Precise enough to show, with the context checks in contextAllows().
  { id: 'sentence-capital', message: /does not start with a capital/i, verdict: 'show' },
  { id: 'pronoun-i', message: /first-person singular subject pronoun/i, verdict: 'show' },
  { id: 'article', message: /indefinite article/i, verdict: 'show' },
  { id: 'repetition', kind: /^Repetition$/, message: /./, verdict: 'show' },
  {
    id: 'split-word',
    kind: /^Typo$/,
    message: /should (?:probably|possibly) be written as/i,
    verdict: 'show',
  },
  { id: 'mass-noun-plural', message: /mass noun and should not be pluralized/i, verdict: 'show' },
  { id: 'closed-compound', kind: /^Miscellaneous$/, message: /closed compound/i, verdict: 'show' },
  // "home work", "text books": shown only when the joined word is common (see contextAllows).
  { id: 'closed-compound-noun', message: /closed compound noun/i, verdict: 'show' },
  {
    id: 'pronoun-verb',
    kind: /^Agreement$/,
    message: /agree in grammatical number with the pronoun/i,
    verdict: 'show',
  },
  { id: 'space-before-comma', message: /space before a comma/i, verdict: 'show' },
  // Word-class confusions harper also raises on correct text ("a ripple effect", "too reliant",
  // "everyday tasks", "how the world works"); shown only where the tagger agrees (wordClassAllows).
  { id: 'too-to', message: /infinitive marker/i, verdict: 'show' },
  // "how much worse that accident could have been": "that" before a noun is a determiner.
  { id: 'than-that', message: /should use `than` rather than `that`/i, verdict: 'show' },
  // "an in-depth study", "an in-person class": "an" belongs to the compound, not a slip for "and".
  { id: 'an-in', message: /^Did you mean `and in`\?/, verdict: 'show' },
  // "examined the subject in depth, which": hyphenated only before a noun.
  { id: 'in-depth', message: /`in-depth` should be hyphenated/i, verdict: 'show' },
  // "exposed to it are more likely": the pronoun is an object, the verb agrees with "Those".
  {
    id: 'subject-agree',
    kind: /^Agreement$/,
    message: /^Make the verb agree with its subject/i,
    verdict: 'show',
  },
  { id: 'complete-infinitive', message: /complete the infinitive/i, verdict: 'show' },
  { id: 'every-day', message: /adverb `every day`/i, verdict: 'show' },
  { id: 'affect-effect', message: /verb meaning to influence/i, verdict: 'show' },
  { id: 'how-to', message: /after `how`/i, verdict: 'show' },
  { id: 'as-to-how', message: /as to how/i, verdict: 'show' },
  // "To address it, there needs to be", "the support they need", "better than they are is that":
  // shown only where the next word is not the pronoun's own verb (see contextAllows).
  { id: 'there-their', message: /^Did you mean `their`\?$/, verdict: 'show' },
  { id: 'object-pronoun', message: /follows a preposition or transitive verb/i, verdict: 'show' },
  { id: 'repeated-verb', message: /repeated verb form/i, verdict: 'show' },
];

export function familyOf(l: Pick<HarperLint, 'kind' | 'message'>): Family | undefined {
  return FAMILIES.find((f) => (!f.kind || f.kind.test(l.kind)) && f.message.test(l.message));
}

// Past-tense forms for the tense-slip rule (lint/rules/tense.ts): the irregular verbs a story
// uses most, and the spelling rules of "-ed" checked against the word list.
import type { Token } from '../nlp/parse';
import { IRREGULAR_VERBS, LIE } from './irregular-verbs';
import { wordFrequency } from './lexicon';

// Base -> past, from the irregular-verb table plus "lie" (recline) and "shine". Verbs whose past is
// the base ("put", "hit", "cut", "let", "set") are absent on purpose: a bare one may already be past.
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  [...IRREGULAR_VERBS, LIE, { base: 'shine', past: 'shone' }]
    .filter((v) => v.past !== v.base)
    .map((v) => [v.base, v.past]),
);
// Verbs whose past is the base: a bare one may already be past ("he put it down").
const SAME_PAST = new Set(
  'put cut hit let set shut hurt cost read quit spread burst bet cast beat bid split thrust upset broadcast fit'.split(
    ' ',
  ),
);
// Pasts that are more often nouns or adjectives ("rose gold", "a bit", "lit up") do not mark a
// past context.
const IRREGULAR_PAST = new Set(
  [...IRREGULAR.values(), 'was', 'were'].filter(
    (w) => !['rose', 'bit', 'lit', 'fed', 'bore', 'bent', 'bound', 'ground', 'wound'].includes(w),
  ),
);

const UNAMBIGUOUS_PAST = new Set(
  'went came ate gave took knew told thought threw heard began brought bought caught fought taught drove rode wrote broke spoke swam sang rang drank woke slept grew drew wore stole shook chose forgot became was were did'.split(
    ' ',
  ),
);

/** The simple past of a base form, or undefined when unsure (or the past is the base itself). */
export function pastOf(base: string): string | undefined {
  const irregular = IRREGULAR.get(base);
  if (irregular) return irregular;
  if (!/^[a-z]+$/.test(base) || base.length < 3) return undefined;
  const candidates = base.endsWith('e')
    ? [`${base}d`]
    : /[^aeiou]y$/.test(base)
      ? [`${base.slice(0, -1)}ied`]
      : [`${base}ed`, `${base}${base.at(-1)}ed`];
  // "stopped" or "stoped": the word list knows the right one.
  const best = candidates.map((w) => [w, wordFrequency(w)] as const).sort((a, b) => b[1] - a[1])[0]!;
  // A word used mostly as a noun has a rare past ("homed", "manned", "partied"): the tagger's
  // "verb" is then usually the noun.
  return best[1] >= 0.04 * wordFrequency(base) && !SAME_PAST.has(base) ? best[0] : undefined;
}

/** A simple-past (or past-participle) verb as written: "went", "opened", "was". */
export function isPastForm(t: Token, before?: Token): boolean {
  // The tagger reads some pasts as nouns ("and drank fresh water"); those that are also nouns
  // ("saw", "left", "fed") need its verb tag.
  if (UNAMBIGUOUS_PAST.has(t.lower) && before?.pos !== 'DET' && before?.pos !== 'ADJ') return true;
  if (t.pos !== 'VERB' && t.pos !== 'AUX') return false;
  if (IRREGULAR_PAST.has(t.lower) || t.lower === 'had' || t.lower === 'did') return true;
  return /ed$/.test(t.lower) && t.lower !== t.lemma;
}

/** An irregular simple past as written ("sent", "went", "took"), whatever the tagger made of it. */
export const isIrregularPast = (w: string) => IRREGULAR_PAST.has(w);

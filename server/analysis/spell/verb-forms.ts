// Past-tense forms for the tense-slip rule (lint/rules/tense.ts): the irregular verbs a story
// uses most, and the spelling rules of "-ed" checked against the word list.
import type { Token } from '../nlp/parse';
import { wordFrequency } from './lexicon';

// Base -> past. Verbs whose past is the base ("put", "hit", "cut", "let", "set") are absent on
// purpose: a bare one may already be past.
const IRREGULAR: Record<string, string> = Object.fromEntries(
  `go:went see:saw come:came get:got run:ran eat:ate give:gave take:took find:found know:knew
say:said tell:told think:thought make:made have:had do:did fall:fell blow:blew throw:threw
hear:heard leave:left feel:felt keep:kept sit:sat stand:stood begin:began bring:brought buy:bought
catch:caught fight:fought teach:taught drive:drove ride:rode write:wrote break:broke speak:spoke
hide:hid shoot:shot win:won swim:swam sing:sang ring:rang drink:drank wake:woke sleep:slept
meet:met lose:lost send:sent spend:spent build:built hold:held fly:flew grow:grew draw:drew
wear:wore steal:stole shake:shook choose:chose forget:forgot become:became dig:dug hang:hung
stick:stuck swing:swung bite:bit feed:fed lead:led creep:crept sweep:swept mean:meant pay:paid
sell:sold freeze:froze rise:rose shine:shone sink:sank slide:slid strike:struck tear:tore
understand:understood fight:fought lie:lay lay:laid bleed:bled light:lit kneel:knelt`
    .split(/\s+/)
    .map((e) => e.split(':') as [string, string]),
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
  [...Object.values(IRREGULAR), 'was', 'were'].filter((w) => !['rose', 'bit', 'lit', 'fed'].includes(w)),
);

const UNAMBIGUOUS_PAST = new Set(
  'went came ate gave took knew told thought threw heard began brought bought caught fought taught drove rode wrote broke spoke swam sang rang drank woke slept grew drew wore stole shook chose forgot became was were did'.split(
    ' ',
  ),
);

/** The simple past of a base form, or undefined when unsure (or the past is the base itself). */
export function pastOf(base: string): string | undefined {
  const irregular = IRREGULAR[base];
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

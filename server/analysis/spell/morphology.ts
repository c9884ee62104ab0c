// Words built by regular English word formation from known words ("astrobiology",
// "ridesharing", "contentless", "annuitized") are usually right even when no dictionary lists
// them: technical and web writing coins them all the time. A misspelling rarely splits cleanly
// into a prefix, known words and suffixes, so such a word is read as a coinage, not a slip,
// unless it is also a cheap slip of a common word (the caller checks that: "truely").
import { getSpell } from '../nlp/resources';
import { getLexicon } from './lexicon';
import { hasSense } from '../lexicon/wordnet';

// Productive prefixes; the short ones need a longer remainder ("untill" is not un + till).
export const PREFIXES = (
  'anti astro auto bio counter cyber eco electro extra geo hetero homo hydro hyper infra inter intra ' +
  'macro mega meta micro mini multi nano neuro non over para photo poly post pre pro pseudo psycho ' +
  'semi socio sub super tele thermo trans ultra under'
).split(' ');
const SHORT_PREFIXES = ['co', 'de', 'dis', 'mid', 'mis', 'out', 're', 'un', 'up'];

// Suffix -> how the stem may end once it is removed ('' = as is, 'e' = restore a silent e,
// 'y' = the y that turned into i, '2' = a doubled final consonant to undouble).
// Inflections of a plain dictionary word are already in the dictionary, so an unlisted one is a
// slip ("comeing", "babyes", "heared"): inflections count only on a coined stem.
const INFLECTIONS = new Set(['s', 'es', 'ies', 'ed', 'ied', 'ing']);
const SUFFIXES: Array<[string, string[]]> = [
  ['s', ['']],
  ['es', ['']],
  ['ies', ['y']],
  ['ed', ['', 'e', '2']],
  ['ied', ['y']],
  ['ing', ['', 'e', '2']],
  ['er', ['', 'e', '2']],
  ['ers', ['', 'e', '2']],
  ['less', ['', 'y']],
  ['ness', ['', 'y']],
  ['ment', ['']],
  ['ism', ['', 'e']],
  ['ist', ['', 'e', 'y']],
  ['ity', ['', 'e']],
  ['ic', ['', 'y', 'e']],
  ['ical', ['', 'y']],
  ['al', ['', 'e']],
  ['ly', ['']],
  ['ize', ['', 'e', 'y']],
  ['ise', ['', 'e', 'y']],
  ['ization', ['', 'e', 'y']],
  ['able', ['', 'e']],
  ['ful', ['', 'y']],
  ['ship', ['']],
  ['hood', ['']],
  ['wise', ['']],
  ['like', ['']],
];

const MIN_STEM = 3;

/** A known word that is not just a name ("dow" is Dow, not a stem). */
function isStem(w: string): boolean {
  if (w.length < MIN_STEM) return false;
  const { freq, proper } = getLexicon();
  if (proper.has(w)) return false;
  return freq.has(w) || getSpell().correct(w);
}

function stems(w: string, inflections: boolean): string[] {
  const out: string[] = [];
  for (const [suffix, endings] of SUFFIXES) {
    if (INFLECTIONS.has(suffix) !== inflections) continue;
    if (!w.endsWith(suffix) || w.length - suffix.length < MIN_STEM) continue;
    const base = w.slice(0, -suffix.length);
    for (const e of endings) {
      if (e === '2') {
        if (base.length > MIN_STEM && base[base.length - 1] === base[base.length - 2])
          out.push(base.slice(0, -1));
      } else if (e === 'y') {
        if (suffix.startsWith('i')) out.push(`${base}y`);
        else if (base.endsWith('i')) out.push(`${base.slice(0, -1)}y`);
        else if (suffix === 'ic' || suffix === 'ist' || suffix.startsWith('iz') || suffix.startsWith('is'))
          out.push(`${base}y`);
      } else out.push(base + e);
    }
  }
  return out;
}

/** Whether `lower` is formed from known words by prefixes, suffixes and compounding. */
export function derivable(lower: string, depth = 3): boolean {
  if (depth < 3 && isStem(lower)) return true;
  if (depth === 0 || lower.length > 30 || !/^[a-z]+$/.test(lower)) return false;
  for (const p of PREFIXES)
    if (lower.startsWith(p) && lower.length - p.length >= 4 && derivable(lower.slice(p.length), depth - 1))
      return true;
  for (const p of SHORT_PREFIXES)
    if (lower.startsWith(p) && lower.length - p.length >= 6 && derivable(lower.slice(p.length), depth - 1))
      return true;
  for (const s of stems(lower, false)) if (derivable(s, depth - 1)) return true;
  for (const s of stems(lower, true)) if (!isStem(s) && derivable(s, depth - 1)) return true;
  // Two words run together, each a real word of four letters or more ("ride" + "sharing").
  for (let i = 4; i <= lower.length - 4; i++)
    if (isStem(lower.slice(0, i)) && derivable(lower.slice(i), depth - 1)) return true;
  return false;
}

const MAX_PLURAL_STEM_FREQ = 2000;

// Nouns with an irregular plural: "childs", "womans", "lifes" are slips, not plurals.
// The f-nouns whose plural is "-ves" end in -lf, -af or -fe ("shelves", "leaves", "knives", and
// "thieves"); one in -ief, -oof or -ff takes a plain "s" ("disbeliefs", "proofs", "cliffs").
const IRREGULAR_PLURAL_ENDING = /(?:man|child|foot|tooth|goose|mouse|louse|fe|lf|af|thief)$/;

/**
 * A regular plural (or third-person -s) of a known word that the dictionary happens not to list
 * ("saturations", "ecologies", "feedbacks"): right by the spelling rules, so not a misspelling.
 * The rules are strict, so the classic slips stay slips: -es only after s, x, z, ch, sh ("boxs",
 * "babyes"), -ies only for a consonant + y ("monkies"), no bare -s after a consonant + o
 * ("potatos") or on a noun with an irregular plural ("childs", "lifes").
 */
export function regularPlural(lower: string): boolean {
  if (lower.length < 6 || !/^[a-z]+s$/.test(lower) || lower.endsWith('ss')) return false;
  const stems: string[] = [];
  if (/[^aeiou]ies$/.test(lower)) stems.push(`${lower.slice(0, -3)}y`);
  if (/(?:s|x|z|ch|sh)es$/.test(lower)) stems.push(lower.slice(0, -2));
  const bare = lower.slice(0, -1);
  if (!/(?:s|x|z|ch|sh|[^aeiou]y|[^aeiou]o)$/.test(bare)) stems.push(bare);
  // The commonest words are closed-class or irregular ("theres", "coulds" are slips); a noun the
  // dictionary lists without its plural is a rarer one.
  const { freq } = getLexicon();
  return stems.some(
    (s) =>
      s.length >= 4 &&
      !IRREGULAR_PLURAL_ENDING.test(s) &&
      isStem(s) &&
      (freq.get(s) ?? 0) < MAX_PLURAL_STEM_FREQ &&
      !comparative(s),
  );
}

/**
 * "smaller", "bigger": the comparative of an adjective that is no verb ("cleaner", "lighter" are
 * also nouns of doing), so "smallers" is no plural.
 */
function comparative(w: string): boolean {
  if (!w.endsWith('er')) return false;
  const stem = w.slice(0, -2);
  const bases = w.endsWith('ier') ? [`${w.slice(0, -3)}y`] : [stem, `${stem}e`];
  if (/([^aeiou])\1$/.test(stem)) bases.push(stem.slice(0, -1)); // "bigger"
  return bases.some((b) => hasSense(b, 'a') && !hasSense(b, 'v'));
}

/** Stems above this count are common verbs whose inflections the dictionary lists already. */
const MAX_VERB_STEM_FREQ = 500;

/**
 * The stem when `lower` is an -ed or -ing form of a rarer known word made by the spelling rules
 * ("autoclaved", "pipetting", "vortexing": lab nouns used as verbs are rarely listed with their
 * inflections), else null. The rules are strict, so the classic slips stay slips: a silent e
 * drops before -ing ("autoclaveing"), and a stem ending in one vowel and one consonant takes
 * the -ed or -ing only through a doubled consonant or a restored e, never bare ("occured",
 * "begining" are common stems anyway). The caller still checks for a cheap slip of a common word
 * ("boared" is "board" + "ed" by the rules, and a slip of "bored").
 */
export function regularVerbForm(lower: string): string | null {
  const m = /^([a-z]{3,})(ed|ing)$/.exec(lower);
  if (!m) return null;
  const base = m[1]!;
  const candidates = [`${base}e`];
  if (/i$/.test(base) && m[2] === 'ed') candidates.push(`${base.slice(0, -1)}y`);
  // ("qu" counts as one consonant: "equip" doubles to "equipped")
  const cvc = /(?:[^aeiou]|qu)[aeiou][^aeiouwxy]$/;
  if (!base.endsWith('e') && !cvc.test(base)) candidates.push(base);
  if (/([^aeiou])\1$/.test(base) && cvc.test(base.slice(0, -1))) candidates.push(base.slice(0, -1));
  const { freq } = getLexicon();
  // (A plural takes no -ed: "crowsed" is no form of "crows"; "focused", "biased" end in -us, -as.)
  const plural = (s: string) => /[^aius]s$/.test(s);
  return (
    candidates.find(
      (s) => s.length >= 4 && !plural(s) && isStem(s) && (freq.get(s) ?? 0) < MAX_VERB_STEM_FREQ,
    ) ?? null
  );
}

// The fix a reader expects first for the commonest slips, whatever the edit distance says: a
// contraction without its apostrophe ("youre" is "you're", not "your"), a lower-case "i'm", a
// plural of an f-word ("lifes" is "lives", not "life's") and two small words run together
// ("noone" is "no one", not "none").
import { isKnownWord, type Correction } from './corrector';
import { FUNCTION_WORD } from './lexicon';

// Contractions: n't, 're, 'm, 've, 'll, 'd, and 's after a pronoun or a question word (not a
// noun's possessive: "lifes" is not "life's").
const CONTRACTION =
  /n['’]t$|['’](?:re|m|ve|ll|d)$|^(?:that|what|it|there|here|who|he|she|let|where|how)['’]s$/i;
const I_FORMS: ReadonlyMap<string, string> = new Map([
  ["i'm", "I'm"],
  ['i’m', 'I’m'],
  ["i've", "I've"],
  ["i'll", "I'll"],
  ["i'd", "I'd"],
  ['im', "I'm"],
  ['ive', "I've"],
]);

// Slips whose word the error model ranks below a nearer one: "ect" is "etc" (letters swapped
// at its end, not "act"), "surpress" is "suppress" (the sound, not "surprise").
const KNOWN_SLIP: ReadonlyMap<string, string> = new Map([
  ['ect', 'etc'],
  ['surpress', 'suppress'],
  ['surpressed', 'suppressed'],
  ['surpressing', 'suppressing'],
  // ("Truely," opening a sentence would otherwise pass for a name.)
  ['truely', 'truly'],
  // ("evertime": "every time" with its "y" dropped, not "overtime")
  ['evertime', 'every time'],
  // ("highschool", "middleschool": two words in every dictionary, not a coinage to query)
  ['highschool', 'high school'],
  ['highschools', 'high schools'],
  ['middleschool', 'middle school'],
  ['gradeschool', 'grade school'],
  // ("I was borned in Mexico": a learner's past of "bear"; "burned" is one letter nearer.)
  ['borned', 'born'],
]);

// "Iam", "Ihave": "I" run into the verb after it.
const I_JOINED = /^i(am|was|have|had|will|would|can|could|think|know|did|want|like|love|feel|felt|went|got)$/;

/**
 * A lower-case "i'm", "im" or "Iam", a helper's negative misspelled ("dosent") or a known slip
 * ("ect"): always a slip, whatever the writer's care elsewhere.
 */
export const isAlwaysSlip = (lower: string) =>
  I_FORMS.has(lower) || I_JOINED.test(lower) || !!helperNegative(lower) || KNOWN_SLIP.has(lower);

const HELPERS = 'does do did is was were are has have had could would should'.split(' ');

/** "dosent" -> "doesn't": a helper one letter off, then "nt", "ent" or "n't" (or undefined). */
function helperNegative(lower: string): string | undefined {
  const m = /^(\p{L}+?)e?n['’]?t$/u.exec(lower);
  if (!m || m[1]!.length < 2) return undefined;
  const base = m[1]!;
  // The helper as typed, else one with a letter the writer dropped ("dos" is "does", not "do"),
  // else one letter changed, else one added.
  // ("wan't" is as likely "want": a two-letter stem must be a helper as it stands)
  for (const edit of base.length < 3 ? [0] : [0, 1, 0.5, -1]) {
    const helper = HELPERS.find((h) => editKind(base, h) === edit);
    if (helper) return `${helper}n't`;
  }
  return undefined;
}

/** 0 for the same word, 1 when `b` has one more letter, -1 one fewer, 0.5 one changed; else NaN. */
function editKind(a: string, b: string): number {
  if (a === b) return 0;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1) ? 0.5 : NaN;
  if (long.length - short.length !== 1 || short.slice(i) !== long.slice(i + 1)) return NaN;
  return b.length > a.length ? 1 : -1;
}

/** `ranked` with the usual fix for `typed` moved (or put) first. */
export function usualFixFirst(typed: string, ranked: Correction[]): Correction[] {
  const lower = typed.toLowerCase();
  const first = (word: string) => {
    // (in the case asked for: "iwas" is "I was", though the ranker offers "i was")
    const found = ranked.find((r) => r.word.toLowerCase() === word.toLowerCase());
    return [found ? { ...found, word } : { word, cost: 0.3, score: 0 }, ...ranked.filter((r) => r !== found)];
  };
  const known = KNOWN_SLIP.get(lower);
  if (known) return first(/^\p{Lu}/u.test(typed) ? known[0]!.toUpperCase() + known.slice(1) : known);
  const iForm = I_FORMS.get(lower) ?? (I_JOINED.test(lower) ? `I ${lower.slice(1)}` : undefined);
  if (iForm) return first(iForm);
  // "dosent", "dosen't", "dident": a helper's negative, misspelled ("doesn't", "didn't").
  const negative = helperNegative(lower);
  if (negative)
    return first(/^\p{Lu}/u.test(typed) ? negative[0]!.toUpperCase() + negative.slice(1) : negative);
  // "dot't", "does't": an apostrophe before a contraction's ending asks for a contraction ("'s" is
  // as often a wrong possessive: "her's" is "hers").
  const ending = /['’](t|re|ll|ve|d|m)$/.exec(lower)?.[1];
  const shaped = ending && ranked.slice(0, 3).find((r) => new RegExp(`['’]${ending}$`).test(r.word));
  if (shaped && !/['’]/.test(ranked[0]?.word ?? '')) return first(shaped.word);
  const contraction = ranked.find(
    (r) => CONTRACTION.test(r.word) && r.word.replace(/['’]/g, '').toLowerCase() === lower,
  );
  if (contraction) return first(contraction.word);
  // "noone" is "no one" (not "none"): two small words run together, every letter kept.
  const split = ranked.find((r) => {
    const parts = r.word.toLowerCase().split(' ');
    return parts.length === 2 && parts.join('') === lower && parts.every((p) => FUNCTION_WORD.has(p));
  });
  // ("befor" is "before", one final letter short, not "be for")
  const lastLetterShort = ranked.some(
    (r) => r.word.length === lower.length + 1 && r.word.toLowerCase().startsWith(lower),
  );
  if (split && !lastLetterShort) return first(split.word);
  const ves = /^(\p{L}+?)(?:fe|f)s$/u.exec(lower);
  if (ves && isKnownWord(`${ves[1]}ves`)) return first(`${ves[1]}ves`);
  return ranked;
}

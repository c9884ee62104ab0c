// Spelling correction as a noisy channel: which word did the writer most likely mean?
// Candidates come from the lexicon's typo index (one or two edits), its sound-key index (words
// spelled by ear), a letter-count scan for long garbles (deep.ts) and any outside suggestions
// (harper's); each is scored (ranking.ts) by how common the word is against how costly the slip
// is (a weighted edit distance that makes sound-alike and keyboard slips cheap).
import { getFrequencies, getSpell } from '../nlp/resources';
import { typoDistance, levenshtein } from './distance';
import { deletions, FUNCTION_WORD, getLexicon } from './lexicon';
import { soundKey } from './phonetic';
import { deepCandidates } from './deep';
import { scoreOf, TopScores, tuning, typoWeightOf, type Candidate } from './ranking';

export { scoreOf, tuning, type Candidate } from './ranking';
export { getLexicon, wordFrequency } from './lexicon';

// Words no fix should ever put in a student's essay unasked: a word a letter away from one
// ("anak", a Tagalog word, from "anal") is far likelier meant as something else, and offering
// these reads as a joke at the writer's expense.
const NEVER_OFFERED = new Set(
  'anal anus penis vagina porn porno rape rapist orgasm slut whore bitch fuck shit cunt dick cock pussy boob boobs tit tits nigger nigga fag faggot retard retarded dyke'.split(
    ' ',
  ),
);

export function isKnownWord(lower: string): boolean {
  return getLexicon().freq.has(lower) || getSpell().correct(lower);
}

/**
 * Whether `typed`, as written, is a word: like isKnownWord, but a name written lower-case ("tod",
 * "gere", "th") is not, since the dictionary only knows it capitalised.
 */
export function isKnownSpelling(typed: string): boolean {
  const lower = typed.toLowerCase();
  if (typed === lower && getLexicon().proper.has(lower) && !getSpell().correct(lower)) return false;
  return isKnownWord(lower);
}

// A name typed lower-case ("susan") is one slip from the name: only the capital is missing.
const CASE_COST = 0.2;

const SUFFIX_HALF = /^(?:ed|er|es|ly|ing|ness|ment|st|th|nd|rd)$/;

export interface Correction {
  word: string;
  /** Weighted edit distance from the typed word (0.35 = a doubled letter, ~1 = one arbitrary edit). */
  cost: number;
  score: number;
}

function soundCandidates(lower: string, add: (w: string) => void): void {
  const { sounds, soundDeletes } = getLexicon();
  const key = soundKey(lower);
  if (!key) return;
  const keys = new Set<string>([key]);
  if (key.length >= 3) {
    // One sound more or less; a changed sound is left to the typo index.
    for (const d of deletions(key)) if (sounds.has(d)) keys.add(d);
    for (const k of soundDeletes.get(key) ?? []) keys.add(k);
  }
  for (const k of keys) {
    const words = sounds.get(k) ?? [];
    const cap = k === key ? tuning.soundCap : tuning.nearSoundCap;
    for (let i = 0; i < words.length && i < cap; i++) add(words[i]!);
  }
}

function typoCandidates(lower: string, add: (w: string) => void): void {
  const { freq, deletes } = getLexicon();
  deletes.get(lower)?.forEach(add);
  for (const d1 of deletions(lower)) {
    if (freq.has(d1)) add(d1);
    deletes.get(d1)?.forEach(add);
    if (lower.length > 4) for (const d2 of deletions(d1)) if (freq.has(d2)) add(d2);
  }
}

/**
 * Candidate corrections with their features. With `limit`, only enough are costed to be sure of
 * the best `limit` (branch and bound: the typo distance is the expensive part and has a floor of
 * LENGTH_FLOOR per letter of length difference); without it, all are (for fitting the weights).
 */
export function candidates(typed: string, extra: string[] = [], limit = Infinity, t = tuning): Candidate[] {
  const { freq, keyOf, proper } = getLexicon();
  const lower = typed.toLowerCase();
  if (lower.length > 40) return [];
  const cands = new Set<string>();
  // A word with no vowel ("dr", "ll" of "I'll", "ln") is an abbreviation or a fragment: an
  // answer only for a typed word with no vowel either ("hmmm", "shhh").
  const vowelless = !/[aeiouy]/.test(lower);
  const add = (w: string | undefined) => {
    if (w && w !== lower && (vowelless || /[aeiouy]/.test(w)) && !NEVER_OFFERED.has(w)) cands.add(w);
  };
  typoCandidates(lower, add);
  soundCandidates(lower, add);
  deepCandidates(lower, add, Math.min(t.deepGap, Math.floor(lower.length / 2)));
  const extraLower = extra.filter((e) => /^[\p{L}'-]+$/u.test(e)).map((e) => e.toLowerCase());
  extraLower.forEach(add);
  const key = soundKey(lower);
  const out: Candidate[] = [];
  if (typed === lower && proper.has(lower))
    out.push({
      word: lower,
      freq: freq.get(lower)!,
      cost: CASE_COST,
      sound: 0,
      rank: -1,
      first: false,
      split: false,
    });
  // Run-together words ("alot", "infact"): both halves must be common words, not names ("al
  // right"). Writers run a function word into the next word far more often than two others.
  const half = (w: string) => (proper.has(w) ? 0 : (freq.get(w) ?? 0));
  for (let i = 1; i < lower.length; i++) {
    const a = lower.slice(0, i);
    const b = lower.slice(i);
    const fa = a.length > 1 || a === 'a' || a === 'i' ? half(a) : 0;
    // (A suffix is no second word: "difficulted" is not "difficult ed".)
    const fb = (b.length > 1 || b === 'a') && !SUFFIX_HALF.test(b) ? half(b) : 0;
    // (A rarer word with a function word run onto its end, "opinionsand", still splits: the
    // function word vouches for the boundary. Not one in front: "inhospitality" is a word.)
    const fn = FUNCTION_WORD.has(a) || FUNCTION_WORD.has(b);
    const minA = FUNCTION_WORD.has(b) && !FUNCTION_WORD.has(a) ? t.splitMinFreq / 10 : t.splitMinFreq;
    if (fa > minA && fb > t.splitMinFreq)
      out.push({
        word: `${a} ${b}`,
        freq: Math.min(fa, fb),
        cost: a === 'a' ? t.splitArticleCost : fn ? t.splitFunctionCost : t.splitCost,
        sound: 0,
        rank: -1,
        first: false,
        split: true,
      });
  }
  const pending: Array<{ c: Candidate; bound: number }> = [];
  for (const c of cands) {
    const lengthGap = Math.abs(c.length - lower.length);
    if (lengthGap > 4) continue;
    const rank = extraLower.indexOf(c);
    const f = freq.get(c) ?? (rank < 0 ? 0 : outsideCount(c, lower, t));
    if (f === 0) continue;
    const cKey = keyOf.get(c) ?? soundKey(c);
    // (j for an initial y is a sound-alike: "joung" is "young")
    const first = c[0] !== lower[0] && cKey[0] !== key[0] && `${lower[0]}${c[0]}` !== 'jy';
    const cand = {
      word: c,
      freq: f,
      cost: lengthGap * LENGTH_FLOOR,
      sound: levenshtein(key, cKey),
      rank,
      first,
      split: false,
      proper: typed === lower && proper.has(c),
    };
    pending.push({ c: cand, bound: scoreOf(cand, t) });
  }
  pending.sort((x, y) => y.bound - x.bound);
  const top = new TopScores(limit);
  for (const c of out) top.add(scoreOf(c, t));
  for (const { c, bound } of pending) {
    const floor = top.floor();
    if (bound < floor) break;
    // The most this candidate's typo cost may be and still make the top `limit`.
    const room = Math.min(t.maxCost, c.cost + (bound - floor) / typoWeightOf(c, t));
    c.cost = typoDistance(lower, c.word, room);
    if (c.cost > t.maxCost) continue;
    out.push(c);
    top.add(scoreOf(c, t));
  }
  return out;
}

/**
 * A count for an outside (harper) suggestion the lexicon lacks. Contractions are split in the
 * frequency list, so they get a floor; a possessive the lexicon lacks ("curation's") is no more
 * common than its noun; any other word is as common as SUBTLEX says, or rare ("chaises", "curers").
 */
function outsideCount(c: string, lower: string, t: typeof tuning): number {
  if (/'s$/.test(c) && !lower.includes("'")) return (getLexicon().freq.get(c.slice(0, -2)) ?? 0) / 10;
  if (c.includes("'")) return t.extraFloor;
  return getFrequencies().get(c) ?? t.rareFloor;
}

const LENGTH_FLOOR = 0.15; // cheapest cost per letter of length difference ("ly" for "ally")

// Writers repeat their slips ("dont" five times): remember recent answers.
const CORRECTION_CACHE_MAX_WORDS = 5000;
const cache = new Map<string, Correction[]>();

/** Ranked corrections for `typed` (best first). `extra` are outside suggestions to consider too. */
export function correct(typed: string, extra: string[] = [], limit = 5): Correction[] {
  const key = `${typed}\u0000${limit}\u0000${extra.join('\u0000')}`;
  const hit = cache.get(key);
  if (hit) return hit.map((c) => ({ ...c }));
  const ranked = candidates(typed, extra, limit)
    .map((c) => ({ word: c.word, cost: c.cost, score: scoreOf(c) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => ({ ...r, word: matchCase(typed, r.word) }));
  // Names are stored lower-case: give them back their capital ("sudan" -> "Sudan").
  const { proper } = getLexicon();
  for (const r of ranked) if (proper.has(r.word)) r.word = r.word[0]!.toUpperCase() + r.word.slice(1);
  cache.set(key, ranked);
  if (cache.size > CORRECTION_CACHE_MAX_WORDS) cache.delete(cache.keys().next().value!);
  return ranked.map((c) => ({ ...c }));
}

function matchCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return word.toUpperCase();
  if (typed[0] && typed[0] === typed[0].toUpperCase() && typed[0] !== typed[0].toLowerCase()) {
    return word[0]!.toUpperCase() + word.slice(1);
  }
  return word;
}

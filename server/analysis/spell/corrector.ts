// Spelling correction: candidates from a one-deletion index over a frequency-ranked lexicon
// (SUBTLEX words the en-US hunspell dictionary accepts), plus any outside suggestions
// (harper's), ranked by a noisy-channel score: typo cost against how common the word is.
import { getFrequencies, getSpell } from '../nlp/resources';
import { typoDistance } from './distance';

interface Lexicon {
  freq: Map<string, number>;
  deletes: Map<string, string[]>;
}

let lexicon: Lexicon | undefined;

function deletions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

export function getLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const spell = getSpell();
  const freq = new Map<string, number>();
  for (const [word, count] of getFrequencies()) {
    if (word.length < 2 || !/^[a-z][a-z'-]*$/.test(word)) continue;
    // Proper nouns (Nevada, Susan) are stored lower-case; the caller restores the case.
    if (spell.correct(word) || spell.correct(word[0]!.toUpperCase() + word.slice(1))) freq.set(word, count);
  }
  for (const w of ['a', 'i']) freq.set(w, getFrequencies().get(w) ?? 1);
  const deletes = new Map<string, string[]>();
  for (const w of freq.keys()) {
    for (const d of deletions(w)) {
      const list = deletes.get(d);
      if (list) list.push(w);
      else deletes.set(d, [w]);
    }
  }
  lexicon = { freq, deletes };
  return lexicon;
}

export function isKnownWord(lower: string): boolean {
  return getLexicon().freq.has(lower) || getSpell().correct(lower);
}

export function wordFrequency(lower: string): number {
  return getLexicon().freq.get(lower) ?? 0;
}

export interface Correction {
  word: string;
  cost: number;
  score: number;
}

export const tuning = { costWeight: 8, extraFloor: 500, harperBonus: 1 };
const MAX_COST = 3;

/** Ranked corrections for `typed` (best first). `extra` are outside suggestions to consider too. */
export function correct(typed: string, extra: string[] = [], limit = 5): Correction[] {
  const { freq, deletes } = getLexicon();
  const lower = typed.toLowerCase();
  if (lower.length > 40) return [];
  const cands = new Set<string>();
  const add = (w: string | undefined) => {
    if (w && w !== lower) cands.add(w);
  };
  const addAll = (ws: string[] | undefined) => ws?.forEach(add);
  addAll(deletes.get(lower));
  for (const d1 of deletions(lower)) {
    if (freq.has(d1)) add(d1);
    addAll(deletes.get(d1));
    if (lower.length > 4) for (const d2 of deletions(d1)) if (freq.has(d2)) add(d2);
  }
  for (const e of extra) if (/^[\p{L}'-]+$/u.test(e)) add(e.toLowerCase());
  // hunspell's suggest() is slow on some words (up to ~100 ms): only ask when nothing close was found.
  if (lower.length <= 12 && ![...cands].some((c) => typoDistance(lower, c) <= 1.3)) {
    for (const s of getSpell().suggest(lower).slice(0, 8)) add(s.toLowerCase());
  }
  const extraLower = extra.map((e) => e.toLowerCase());
  const ranked: Correction[] = [];
  // Run-together words ("alot", "infact"): both halves must be common words.
  for (let i = 1; i < lower.length; i++) {
    const a = lower.slice(0, i);
    const b = lower.slice(i);
    const fa = a.length > 1 || a === 'a' ? (freq.get(a) ?? 0) : 0;
    const fb = freq.get(b) ?? 0;
    if (fa > 2000 && fb > 2000)
      ranked.push({
        word: `${a} ${b}`,
        cost: 0.5,
        score: Math.log(Math.min(fa, fb)) - tuning.costWeight * 0.5,
      });
  }
  for (const c of cands) {
    if (Math.abs(c.length - lower.length) > 3) continue;
    const cost = typoDistance(lower, c);
    if (cost > MAX_COST) continue;
    const rank = extraLower.indexOf(c);
    // Contractions are split in the frequency list; harper's own suggestions get a floor.
    const f = freq.get(c) ?? (rank >= 0 ? tuning.extraFloor : 0);
    if (f === 0) continue;
    const bonus = rank === 0 ? tuning.harperBonus : 0;
    ranked.push({ word: c, cost, score: Math.log(f + 1) - tuning.costWeight * cost + bonus });
  }
  ranked.sort((a, b) => b.score - a.score);
  return ranked.slice(0, limit).map((r) => ({ ...r, word: matchCase(typed, r.word) }));
}

function matchCase(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return word.toUpperCase();
  if (typed[0] && typed[0] === typed[0].toUpperCase() && typed[0] !== typed[0].toLowerCase()) {
    return word[0]!.toUpperCase() + word.slice(1);
  }
  return word;
}

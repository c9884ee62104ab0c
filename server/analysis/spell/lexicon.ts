// The correction lexicon, built once per thread at warm-up: SUBTLEX-US words that the en-US
// hunspell dictionary accepts, with their counts, plus two indexes for finding candidates fast —
// a one-deletion index over spellings (typos) and an index over sound keys (spelling by ear).
import { getFrequencies, getSpell } from '../nlp/resources';
import { soundKey } from './phonetic';

export interface Lexicon {
  freq: Map<string, number>;
  /** Spelling with one letter deleted -> words. */
  deletes: Map<string, string[]>;
  /** Sound key -> words. */
  sounds: Map<string, string[]>;
  /** Sound key with one sound deleted -> sound keys. */
  soundDeletes: Map<string, string[]>;
  /** Word -> its sound key. */
  keyOf: Map<string, string>;
  /** First letter and length ("k11") -> words of letters only, for the scan of deep.ts. */
  byStart: Map<string, string[]>;
  /** Words the dictionary accepts only capitalised (names: "tod" is a slip, "Tod" a name). */
  proper: Set<string>;
  /**
   * Short words in use (subtitle counts) that the dictionary rejects: harper accepts some of
   * them ("wat", "sed", "heep"), which in a careless draft are usually slips.
   */
  unlisted: Set<string>;
}

let lexicon: Lexicon | undefined;

// Closed-class words: the half that writers run into the next word ("alot", "infact", "noone").
export const FUNCTION_WORD = new Set(
  `a an the in on at to of for by as up out off no not so or and but if is it be my me we he she
his her our you your they them their this that all any each some one`.split(/\s+/),
);

export function deletions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

export function getLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const spell = getSpell();
  const counts = getFrequencies();
  const freq = new Map<string, number>();
  const proper = new Set<string>();
  const unlisted = new Set<string>();
  for (const [word, count] of counts) {
    if (word.length < 2 || !/^[a-z][a-z'-]*$/.test(word)) continue;
    // Proper nouns (Nevada, Susan) are stored lower-case; the caller restores the case.
    if (spell.correct(word)) freq.set(word, count);
    else if (spell.correct(word[0]!.toUpperCase() + word.slice(1))) {
      freq.set(word, count);
      proper.add(word);
    } else if (word.length >= 3 && word.length <= 4 && /^[a-z]+$/.test(word)) unlisted.add(word);
  }
  for (const w of ['a', 'i']) freq.set(w, counts.get(w) ?? 1);
  const deletes = new Map<string, string[]>();
  const sounds = new Map<string, string[]>();
  const soundDeletes = new Map<string, string[]>();
  const keyOf = new Map<string, string>();
  const byStart = new Map<string, string[]>();
  for (const w of freq.keys()) {
    for (const d of deletions(w)) push(deletes, d, w);
    if (/^[a-z]+$/.test(w)) push(byStart, `${w[0]}${w.length}`, w);
    const key = soundKey(w);
    keyOf.set(w, key);
    if (!key) continue;
    if (!sounds.has(key)) for (const d of new Set(deletions(key))) push(soundDeletes, d, key);
    push(sounds, key, w);
  }
  lexicon = { freq, deletes, sounds, soundDeletes, keyOf, byStart, proper, unlisted };
  return lexicon;
}

export function wordFrequency(lower: string): number {
  return getLexicon().freq.get(lower) ?? 0;
}

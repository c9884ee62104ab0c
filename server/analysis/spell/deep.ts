// Candidates for long garbles three or more edits from the word meant ("acedemicly" for
// "academically", "recomendatons" for "recommendations"), which the one- and two-deletion
// lookups cannot reach. Writers rarely get the first letter wrong and keep most of the word's
// letters, so the search scans the lexicon's words with the same first letter and a nearby
// length and keeps those whose letters (counted, in any order) differ little from the typed
// ones; the ranker then costs them with the full error model. The buckets are built with the
// lexicon's other indexes.
import { getLexicon } from './lexicon';

/** How far a word may be from the typed length: garbles drop more letters than they add. */
const SHORTER = 2;
const LONGER = 4;
/** Typed words shorter than this are left to the edit lookups (short garbles match too much). */
export const DEEP_MIN_LENGTH = 6;

const typedCounts = new Int16Array(26);
const work = new Int16Array(26);

/** Letters of `word` the typed word lacks plus typed letters `word` lacks (counted with repeats). */
function letterGap(word: string, typedLength: number): number {
  work.set(typedCounts);
  let extra = 0;
  for (let i = 0; i < word.length; i++) {
    const k = word.charCodeAt(i) - 97;
    if (work[k]! > 0) work[k]!--;
    else extra++;
  }
  return extra + typedLength - (word.length - extra);
}

/** Words far (in edits) but close in letters to `lower`, for the ranker to cost. */
export function deepCandidates(lower: string, add: (w: string) => void, maxGap: number): void {
  if (lower.length < DEEP_MIN_LENGTH || !/^[a-z]+$/.test(lower)) return;
  const all = getLexicon().byStart;
  typedCounts.fill(0);
  for (let i = 0; i < lower.length; i++) typedCounts[lower.charCodeAt(i) - 97]!++;
  for (let len = lower.length - SHORTER; len <= lower.length + LONGER; len++) {
    const list = all.get(`${lower[0]}${len}`);
    if (!list) continue;
    for (const w of list) if (letterGap(w, lower.length) <= maxGap) add(w);
  }
}

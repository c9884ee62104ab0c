// The costs of the error model's single-letter edits (distance.ts) and the lookup tables built
// from them: neighbouring keys, sound-alike consonants, vowels and silent letters.
import { SPELLING_EDITS } from './spelling-rules';

const VOWELS = new Set('aeiouy');
const SOUND_ALIKE = ['ck', 'cs', 'ks', 'sz', 'gj', 'jy', 'fv', 'td', 'bp', 'mn', 'qk', 'wv', 'xs', 'sc'];
const KEYBOARD = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * The costs of single-letter slips (1 = an arbitrary edit). Set by hand from how English is
 * misspelled, then adjusted on the fit split of the word lists (bench/fit-spelling.ts).
 */
export const editCosts = {
  /** Neighbouring keys on one row, and on the rows above and below. */
  keyRow: 0.8,
  keyColumn: 0.85,
  /** Consonants that sound alike (c/k, t/d, b/p, m/n...). */
  soundAlike: 0.65,
  vowelForVowel: 0.55,
  /** A letter typed again in place of the next one ("offen" for "often"). */
  repeat: 0.43,
  /** Two letters swapped; two vowels swapped ("recieve"). */
  swap: 0.48,
  vowelSwap: 0.45,
  /** One run of vowels written for another of another length ("eau" for "u"). */
  vowelRun: 0.79,
  /** Two vowels written for two others ("heep" for "heap", "sheild" for "shield"). */
  vowelPair: 0.6,
  /** Letters added or left out: a doubled letter, a silent final e, a vowel, h or an apostrophe. */
  double: 0.35,
  finalE: 0.4,
  vowel: 0.6,
  silent: 0.5,
  /** An r after a vowel left out ("futher"). */
  quietR: 0.65,
  consonant: 0.95,
  /** A consonant left out (before the omitted-letter scale below). */
  consonantOmitted: 0.68,
  /** Scale on every multi-letter spelling rule below. */
  rules: 1,
};

type PairClass = 'keyRow' | 'keyColumn' | 'soundAlike';
const pairClass = new Map<string, PairClass>();
for (const row of KEYBOARD)
  for (let i = 0; i + 1 < row.length; i++) {
    pairClass.set(row.slice(i, i + 2), 'keyRow');
    pairClass.set(`${row[i + 1]}${row[i]}`, 'keyRow');
  }
// Keys above and below (and diagonally): the finger slips to the next row.
for (let r = 0; r + 1 < KEYBOARD.length; r++)
  for (let i = 0; i < KEYBOARD[r + 1]!.length; i++)
    for (const j of [i, i + 1]) {
      const up = KEYBOARD[r]![j];
      const down = KEYBOARD[r + 1]![i]!;
      if (!up || pairClass.has(up + down)) continue;
      pairClass.set(up + down, 'keyColumn');
      pairClass.set(down + up, 'keyColumn');
    }
for (const p of SOUND_ALIKE) {
  pairClass.set(p, 'soundAlike');
  pairClass.set(`${p[1]}${p[0]}`, 'soundAlike');
}

// Lookup tables over char codes: the distance runs for every candidate, so it must be cheap.
export const VOWEL = new Uint8Array(128);
for (const c of VOWELS) VOWEL[c.charCodeAt(0)] = 1;
export const SUB = new Float64Array(128 * 128);
const SILENT = new Uint8Array(128);
for (const c of "h'- ") SILENT[c.charCodeAt(0)] = 1;
const E = 'e'.charCodeAt(0);
const R = 'r'.charCodeAt(0);
export const Y = 'y'.charCodeAt(0);

/** Rebuilds the lookup tables after a change to `editCosts` (the fitting script's search). */
export function setEditCosts(next: Partial<typeof editCosts>): void {
  Object.assign(editCosts, next);
  for (const r of SPELLING_EDITS) r.cost = r.base * editCosts.rules;
  buildSub();
}

function buildSub(): void {
  SUB.fill(1);
  for (let x = 0; x < 128; x++) SUB[x * 128 + x] = 0;
  for (const [pair, cls] of pairClass) SUB[pair.charCodeAt(0) * 128 + pair.charCodeAt(1)] = editCosts[cls];
  for (const x of VOWELS)
    for (const y of VOWELS)
      if (x !== y) SUB[x.charCodeAt(0) * 128 + y.charCodeAt(0)] = editCosts.vowelForVowel;
}
buildSub();

// Inserting or deleting the letter at `i` of `s` next to `prev`/`next` of the other word: doubling
// or dropping a double is cheap, so are vowels and silent letters.
export function indelCost(c: number, prev: number, next: number, last: boolean, omitted = false): number {
  if (c === prev || c === next) return editCosts.double;
  if (c === E && last) return editCosts.finalE;
  if (VOWEL[c]) return editCosts.vowel;
  if (SILENT[c]) return editCosts.silent;
  // An r after a vowel is barely heard, so writers leave it out ("futher", "servays").
  if (omitted && c === R && VOWEL[prev]) return editCosts.quietR;
  return omitted ? editCosts.consonantOmitted : editCosts.consonant;
}

/**
 * Writers leave letters out more often than they add stray ones: scale for a letter the writer
 * added (typed, not in the word) and one they left out. Fitted on the fit split of the word lists
 * (bench/fit-spelling.ts --costs).
 */
export const indelScale = { added: 1.1, omitted: 0.8 };

// The error model: a weighted Damerau-Levenshtein distance tuned for how people misspell.
// Besides single-letter edits (vowel swaps, doubled letters, sound-alike consonants and
// neighbouring keys cost less than arbitrary ones) it knows multi-letter slips of English
// spelling: one spelling of a sound for another (ph/f, ck/k, tion/sion, able/ible, ance/ence),
// vowel clusters written by ear (beaurocracy/bureaucracy), silent letters and plural endings.
// Costs are general knowledge of English orthography, not learned from any test list.
import * as costs from './edit-costs';
import * as rules from './spelling-rules';

// The fitting script (bench/fit-spelling.ts) tunes the costs through this module.
export { editCosts, indelScale, setEditCosts } from './edit-costs';

// Module-local copies (all mutated in place, never reassigned): typoDistance reads them in its
// inner loop, and reading imported bindings there made it about 3 % slower.
const { editCosts, indelCost, indelScale, SUB, VOWEL, Y } = costs;
const { SPELLING_EDITS, EDITS_BY_LAST } = rules;

const code = (s: string, i: number) => (i >= 0 && i < s.length ? s.charCodeAt(i) & 127 : -1);
const J = 'j'.charCodeAt(0);
/** Whether the letter at `i` is a vowel: y is one except at the start ("yield", "young"). */
const vowelAt = (s: string, i: number) => (i === 0 && s.charCodeAt(0) === Y ? 0 : VOWEL[code(s, i)]);

let buf = new Float64Array(64 * 64);
const ruleAt: number[][] = [];

function endsAt(s: string, part: string, i: number): boolean {
  if (i < part.length) return false;
  for (let k = 0; k < part.length; k++) if (s[i - part.length + k] !== part[k]) return false;
  return true;
}

/**
 * Weighted distance from what was typed to a candidate word (both lower-case). Gives up early
 * (returning Infinity) once the distance must exceed `limit`.
 */
export function typoDistance(typed: string, word: string, limit = Infinity): number {
  const a = typed;
  const b = word;
  const n = a.length;
  const m = b.length;
  const w = m + 1;
  if ((n + 1) * w > buf.length) buf = new Float64Array((n + 1) * w * 2);
  const d = buf;
  // Multi-letter rules whose typed side ends at each position of the typed word.
  for (let i = 1; i <= n; i++) {
    const list = (ruleAt[i] ??= []);
    list.length = 0;
    for (const r of EDITS_BY_LAST.get(a[i - 1]!) ?? []) {
      const rule = SPELLING_EDITS[r]!;
      if (rule.at === 'end' && i !== n) continue;
      if (rule.at === 'start' && i !== rule.from.length) continue;
      if (endsAt(a, rule.from, i)) list.push(r);
    }
  }
  d[0] = 0;
  for (let i = 1; i <= n; i++)
    d[i * w] =
      d[(i - 1) * w]! + indelScale.added * indelCost(code(a, i - 1), code(a, i - 2), code(a, i), i === n);
  for (let j = 1; j <= m; j++)
    d[j] =
      d[j - 1]! + indelScale.omitted * indelCost(code(b, j - 1), code(b, j - 2), code(b, j), j === m, true);
  for (let i = 1; i <= n; i++) {
    if (i > 4) {
      // Every path to the end passes through one of the last four rows (no rule spans more).
      let windowMin = Infinity;
      for (let j = (i - 4) * w; j < i * w; j++) if (d[j]! < windowMin) windowMin = d[j]!;
      if (windowMin > limit) return Infinity;
    }
    const ai = code(a, i - 1);
    const ai2 = code(a, i - 2);
    const rules = ruleAt[i]!;
    const aVowel = vowelAt(a, i - 1) === 1;
    const row = i * w;
    const up = (i - 1) * w;
    for (let j = 1; j <= m; j++) {
      const bj = code(b, j - 1);
      let best = d[up + j]! + indelScale.added * indelCost(ai, code(b, j - 1), code(b, j), i === n);
      const ins = d[row + j - 1]! + indelScale.omitted * indelCost(bj, ai, code(a, i), j === m, true);
      if (ins < best) best = ins;
      // An initial y is a consonant: not a vowel written for another. (A j for it is a sound-alike:
      // "joung", "jellow", as many learners hear it.)
      const yStart = (i === 1 && ai === Y) !== (j === 1 && bj === Y) && ai !== J && bj !== J;
      let subCost = yStart && ai !== bj ? 1 : SUB[ai * 128 + bj]!;
      if (ai === ai2 && ai !== bj && subCost > editCosts.repeat) subCost = editCosts.repeat;
      const sub = d[up + j - 1]! + subCost;
      if (sub < best) best = sub;
      if (i > 1 && j > 1 && ai === code(b, j - 2) && ai2 === bj) {
        const tr = d[(i - 2) * w + j - 2]! + (VOWEL[ai] && VOWEL[ai2] ? editCosts.vowelSwap : editCosts.swap);
        if (tr < best) best = tr;
      }
      for (const r of rules) {
        const rule = SPELLING_EDITS[r]!;
        if (rule.at === 'end' && j !== m) continue;
        if (rule.at === 'start' && j !== rule.to.length) continue;
        if (!endsAt(b, rule.to, j)) continue;
        const c = d[(i - rule.from.length) * w + j - rule.to.length]! + rule.cost;
        if (c < best) best = c;
      }
      // A run of vowels for another run (at least one side longer than one letter).
      if (aVowel && vowelAt(b, j - 1)) {
        for (let k = 1; k <= 3 && k <= i && vowelAt(a, i - k); k++)
          for (let l = 1; l <= 3 && l <= j && vowelAt(b, j - l); l++)
            if (k + l > 2) {
              const v = d[(i - k) * w + j - l]! + (k === l ? editCosts.vowelPair : editCosts.vowelRun);
              if (v < best) best = v;
            }
      }
      d[row + j] = best;
    }
  }
  return d[n * w + m]!;
}

/** Plain edit distance (for short sound keys). */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

// The error model: a weighted Damerau-Levenshtein distance tuned for how people misspell.
// Besides single-letter edits (vowel swaps, doubled letters, sound-alike consonants and
// neighbouring keys cost less than arbitrary ones) it knows multi-letter slips of English
// spelling: one spelling of a sound for another (ph/f, ck/k, tion/sion, able/ible, ance/ence),
// vowel clusters written by ear (beaurocracy/bureaucracy), silent letters and plural endings.
// Costs are general knowledge of English orthography, not learned from any test list.
const VOWELS = new Set('aeiouy');
const SOUND_ALIKE = ['ck', 'cs', 'ks', 'sz', 'gj', 'fv', 'td', 'bp', 'mn', 'qk', 'wv', 'xs', 'sc'];
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

interface Rule {
  base: number;
  /** What the writer typed. */
  from: string;
  /** What they meant. */
  to: string;
  cost: number;
  /** Only at the end (or start) of the word. */
  at?: 'end' | 'start';
}

// [typed, meant, cost, anchor]; each is added in both directions (ONE_WAY below are not).
const SPELLINGS: Array<[string, string, number, ('end' | 'start')?]> = [
  ['f', 'ph', 0.4],
  ['f', 'gh', 0.6, 'end'],
  ['k', 'ck', 0.3],
  ['c', 'ck', 0.3],
  ['k', 'ch', 0.5],
  ['ks', 'x', 0.4],
  ['kw', 'qu', 0.4],
  ['s', 'ss', 0.3],
  ['s', 'sc', 0.4],
  ['se', 'ce', 0.4],
  ['si', 'ci', 0.4],
  ['sh', 'ti', 0.5],
  ['sh', 'ci', 0.5],
  ['sh', 'ch', 0.5],
  ['ch', 'tu', 0.6],
  ['j', 'dg', 0.4],
  ['g', 'dg', 0.4],
  ['w', 'wh', 0.35],
  ['n', 'kn', 0.35, 'start'],
  ['n', 'gn', 0.4],
  ['r', 'wr', 0.35, 'start'],
  ['m', 'mb', 0.4, 'end'],
  ['s', 'ps', 0.4, 'start'],
  ['shun', 'tion', 0.5],
  ['sion', 'tion', 0.35],
  ['tion', 'cian', 0.45],
  ['able', 'ible', 0.3],
  ['ance', 'ence', 0.3],
  ['ancy', 'ency', 0.3],
  ['ant', 'ent', 0.3, 'end'],
  ['ise', 'ize', 0.25],
  // i for a y between consonants in Greek-derived words ("analise" for "analyze").
  ['ise', 'yze', 0.45],
  ['yse', 'yze', 0.25],
  ['our', 'or', 0.3],
  ['re', 'er', 0.3, 'end'],
  ['ys', 'ies', 0.3, 'end'],
  ['es', 's', 0.35, 'end'],
  ['nk', 'ng', 0.4, 'end'],
  ['y', 'ie', 0.4],
  ['y', 'ey', 0.4, 'end'],
  ['ly', 'ally', 0.35, 'end'],
  ['ful', 'full', 0.3, 'end'],
  ['el', 'le', 0.35, 'end'],
  ['al', 'le', 0.45, 'end'],
  ['ite', 'ight', 0.45],
  ['it', 'ight', 0.55],
  ['o', 'ough', 0.6],
  ['u', 'ough', 0.6],
  ['er', 'ure', 0.45, 'end'],
  // French endings written as heard ("chauffuer", "amatuer").
  ['uer', 'eur', 0.35, 'end'],
  ['ure', 'eur', 0.4, 'end'],
  ['ch', 'tch', 0.3],
  // The silent l of walk, talk, calm, written as a non-rhotic writer hears it ("chark", "storked").
  ['ark', 'alk', 0.45],
  ['ork', 'alk', 0.5],
  ['arm', 'alm', 0.45],
  // r and a vowel swapped in a prefix ("preform", "prusue").
  ['pre', 'per', 0.4, 'start'],
  ['pre', 'pur', 0.5, 'start'],
];

// A long vowel written as a vowel team or with a silent final e ("privait" for "private", "mayd"
// is left to the typo index): ai/a_e, oa/o_e, ee/e_e before a final consonant.
for (const [team, vowel] of [
  ['ai', 'a'],
  ['ay', 'a'],
  ['oa', 'o'],
  ['ee', 'e'],
  ['ea', 'e'],
])
  for (const c of 'tdklnmpsv') SPELLINGS.push([team + c, `${vowel}${c}e`, 0.45, 'end']);

// One-way slips: "particulary" is "particularly", but "ordinarly" is not "ordinary".
const ONE_WAY: Array<[string, string, number, ('end' | 'start')?]> = [['ary', 'arly', 0.35, 'end']];

const RULES: Rule[] = [];
for (const [from, to, cost, at] of SPELLINGS) {
  RULES.push({ from, to, cost, base: cost, at }, { from: to, to: from, cost, base: cost, at });
}
for (const [from, to, cost, at] of ONE_WAY) RULES.push({ from, to, cost, base: cost, at });
const RULES_BY_LAST = new Map<string, number[]>();
RULES.forEach((r, idx) => {
  const last = r.from[r.from.length - 1]!;
  RULES_BY_LAST.set(last, [...(RULES_BY_LAST.get(last) ?? []), idx]);
});

// Lookup tables over char codes: the distance runs for every candidate, so it must be cheap.
const VOWEL = new Uint8Array(128);
for (const c of VOWELS) VOWEL[c.charCodeAt(0)] = 1;
const SUB = new Float64Array(128 * 128);
const SILENT = new Uint8Array(128);
for (const c of "h'- ") SILENT[c.charCodeAt(0)] = 1;
const E = 'e'.charCodeAt(0);
const R = 'r'.charCodeAt(0);
const Y = 'y'.charCodeAt(0);

/** Rebuilds the lookup tables after a change to `editCosts` (the fitting script's search). */
export function setEditCosts(next: Partial<typeof editCosts>): void {
  Object.assign(editCosts, next);
  for (const r of RULES) r.cost = r.base * editCosts.rules;
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

const code = (s: string, i: number) => (i >= 0 && i < s.length ? s.charCodeAt(i) & 127 : -1);
/** Whether the letter at `i` is a vowel: y is one except at the start ("yield", "young"). */
const vowelAt = (s: string, i: number) => (i === 0 && s.charCodeAt(0) === Y ? 0 : VOWEL[code(s, i)]);

// Inserting or deleting the letter at `i` of `s` next to `prev`/`next` of the other word: doubling
// or dropping a double is cheap, so are vowels and silent letters.
function indelCost(c: number, prev: number, next: number, last: boolean, omitted = false): number {
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
    for (const r of RULES_BY_LAST.get(a[i - 1]!) ?? []) {
      const rule = RULES[r]!;
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
      // An initial y is a consonant: not a vowel written for another.
      const yStart = (i === 1 && ai === Y) !== (j === 1 && bj === Y);
      let subCost = yStart && ai !== bj ? 1 : SUB[ai * 128 + bj]!;
      if (ai === ai2 && ai !== bj && subCost > editCosts.repeat) subCost = editCosts.repeat;
      const sub = d[up + j - 1]! + subCost;
      if (sub < best) best = sub;
      if (i > 1 && j > 1 && ai === code(b, j - 2) && ai2 === bj) {
        const tr = d[(i - 2) * w + j - 2]! + (VOWEL[ai] && VOWEL[ai2] ? editCosts.vowelSwap : editCosts.swap);
        if (tr < best) best = tr;
      }
      for (const r of rules) {
        const rule = RULES[r]!;
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

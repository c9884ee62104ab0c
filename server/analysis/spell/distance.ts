// Weighted Damerau-Levenshtein distance tuned for how people misspell: vowel swaps, doubled
// letters, sound-alike consonants and neighbouring keys cost less than arbitrary edits, and
// the first letter is rarely wrong.
const VOWELS = new Set('aeiouy');
const SOUND_ALIKE = [
  'ck',
  'cs',
  'ks',
  'sz',
  'gj',
  'iy',
  'fv',
  'td',
  'bp',
  'mn',
  'ck',
  'qk',
  'wv',
  'ey',
  'uw',
  'xs',
];
const KEYBOARD = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const soundAlike = new Set<string>();
for (const p of SOUND_ALIKE) {
  soundAlike.add(p);
  soundAlike.add(`${p[1]}${p[0]}`);
}
const adjacent = new Set<string>();
KEYBOARD.forEach((row) => {
  for (let i = 0; i + 1 < row.length; i++) {
    adjacent.add(row.slice(i, i + 2));
    adjacent.add(`${row[i + 1]}${row[i]}`);
  }
});

function subCost(a: string, b: string): number {
  if (a === b) return 0;
  if (VOWELS.has(a) && VOWELS.has(b)) return 0.55;
  if (soundAlike.has(a + b)) return 0.65;
  if (adjacent.has(a + b)) return 0.8;
  return 1;
}

// Inserting or deleting `c` next to `prev`/`next`: doubling or dropping a double is cheap, so
// are vowels and silent letters.
function indelCost(c: string, prev: string | undefined, next: string | undefined): number {
  if (c === prev || c === next) return 0.35;
  if (VOWELS.has(c)) return 0.6;
  if (c === 'h' || c === "'" || c === '-' || c === ' ') return 0.5;
  return 0.95;
}

export function typoDistance(typed: string, word: string): number {
  const a = typed;
  const b = word;
  const n = a.length;
  const m = b.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) d[i]![0] = d[i - 1]![0]! + indelCost(a[i - 1]!, a[i - 2], a[i]);
  for (let j = 1; j <= m; j++) d[0]![j] = d[0]![j - 1]! + indelCost(b[j - 1]!, b[j - 2], b[j]);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const ai = a[i - 1]!;
      const bj = b[j - 1]!;
      let best = Math.min(
        d[i - 1]![j]! + indelCost(ai, b[j - 1], b[j]),
        d[i]![j - 1]! + indelCost(bj, a[i - 1], a[i]),
        d[i - 1]![j - 1]! + subCost(ai, bj),
      );
      if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === bj)
        best = Math.min(best, d[i - 2]![j - 2]! + 0.6);
      d[i]![j] = best;
    }
  }
  const firstPenalty = a[0] !== b[0] ? 0.6 : 0;
  return d[n]![m]! + firstPenalty;
}

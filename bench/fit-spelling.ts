// Tunes the spelling ranker (server/analysis/spell/ranking.ts `tuning`) and the error model
// (server/analysis/spell/edit-costs.ts `editCosts`, `indelScale`) on the 'fit' split of the word
// lists and of the Holbrook passages' non-word slips (bench/corpus.ts splitOf) by coordinate
// search on mean top-1 accuracy over the four, and prints the values to paste back. The held-out
// split is never looked at: bench/quality.ts reports it.
// Usage: tsx bench/fit-spelling.ts [--costs]   (--costs also searches the edit costs, slower)
import { getHarper } from '../server/analysis/nlp/resources';
import { lintChunk } from '../server/analysis/lint/harper';
import { candidates, isKnownWord, scoreOf, tuning, type Candidate } from '../server/analysis/spell/corrector';
import { editCosts, indelScale, setEditCosts } from '../server/analysis/spell/distance';
import { readJsonl, splitOf } from './corpus';
import { isRight } from './quality-spelling';
import { coordinateSearch } from './coordinate-search';

const LISTS = [
  'norvig_spell_testsets/spell-testset1',
  'norvig_spell_testsets/spell-testset2',
  'mitton_spelling_corpora/aspell_missp',
];

interface Item {
  typed: string;
  want: string;
  list: number;
  harper: string[];
  cands: Candidate[];
}

const harper = await getHarper();
const items: Item[] = [];
for (const [list, file] of LISTS.entries())
  for (const r of readJsonl<{ id: string; misspelling: string; correction: string }>(`${file}.jsonl`) ?? []) {
    if (splitOf(r.id) !== 'fit') continue;
    const hs =
      (await lintChunk(harper, r.misspelling)).find((l) => l.kind === 'Spelling')?.replacements ?? [];
    items.push({ typed: r.misspelling, want: r.correction, list, harper: hs, cands: [] });
  }
// Misspellings in running text (the Holbrook passages of the fit split): a child's slips of
// common words, so a ranker that offers rare words ("halloo" for "halloe") loses here.
const passages = readJsonl<{ id: string; errors: Array<{ wrong: string; target: string | null }> }>(
  'mitton_spelling_corpora/holbrook_tagged_passages.jsonl',
);
for (const p of passages ?? []) {
  if (splitOf(p.id) !== 'fit') continue;
  for (const e of p.errors) {
    if (!e.target || !/^[A-Za-z']+$/.test(e.wrong) || !/^[A-Za-z' ]+$/.test(e.target)) continue;
    if (isKnownWord(e.wrong.toLowerCase())) continue;
    const hs = (await lintChunk(harper, e.wrong)).find((l) => l.kind === 'Spelling')?.replacements ?? [];
    items.push({ typed: e.wrong, want: e.target, list: LISTS.length, harper: hs, cands: [] });
  }
}
const NAMES = ['norvig 1', 'norvig 2', 'aspell', 'holbrook non-words'];

const regenerate = () => {
  for (const it of items) it.cands = candidates(it.typed, it.harper, Infinity);
};

function accuracy(t: typeof tuning): number[] {
  const hit = NAMES.map(() => 0);
  const total = NAMES.map(() => 0);
  for (const it of items) {
    total[it.list]!++;
    let best: Candidate | undefined;
    let bestScore = -Infinity;
    for (const c of it.cands) {
      const s = scoreOf(c, t);
      if (s > bestScore) [best, bestScore] = [c, s];
    }
    if (isRight(it.typed, best?.word, it.want)) hit[it.list]!++;
  }
  return hit.map((h, i) => h / Math.max(1, total[i]!));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const show = (xs: number[]) => xs.map((x) => (100 * x).toFixed(1)).join(' / ');

regenerate();
console.log(`fit split, ${items.length} pairs; start: ${show(accuracy(tuning))} (${NAMES.join(' / ')})`);

// Ranker weights: re-scoring the same candidates is cheap.
const WEIGHTS = [
  'typoWeight',
  'soundWeight',
  'smoothing',
  'harperBonus',
  'firstWeight',
  'properWeight',
  'longDiscount',
] as const;
const t = coordinateSearch({ ...tuning }, WEIGHTS, [0.5, 0.75, 0.9, 1.1, 1.3, 2], 2, (x) =>
  mean(accuracy(x)),
).best;
console.log(`weights: ${show(accuracy(t))}`, JSON.stringify(t));

// Edit costs change the candidates' costs: regenerate for each trial.
if (process.argv.includes('--costs')) {
  type Costs = typeof editCosts & { added: number; omitted: number };
  const apply = (c: Costs) => {
    const { added, omitted, ...rest } = c;
    Object.assign(indelScale, { added, omitted });
    setEditCosts(rest);
    regenerate();
    return mean(accuracy(t));
  };
  const start: Costs = { ...editCosts, ...indelScale };
  const cur = coordinateSearch(
    start,
    Object.keys(start) as Array<keyof Costs>,
    [0.8, 0.9, 1.1, 1.25],
    2,
    apply,
    true,
  ).best;
  apply(cur);
  console.log(`costs: ${show(accuracy(t))}`, JSON.stringify(cur));
}

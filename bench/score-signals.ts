// Which measures track human scores at equal length, on both splits: for each candidate signal, the
// per-set Spearman with the human score and the same with length partialled out, on the fit split
// and the held-out split side by side. A signal worth adding to the scorer holds its sign and most of
// its size on both (the held-out split reads ~0.05–0.10 lower on almost everything). Runs the
// analyzers in-process on the lint caches bench/fit-scores.ts writes (run that once per split first).
// Usage: npx tsx bench/score-signals.ts [filter-regex]
import { existsSync, readFileSync } from 'node:fs';
import { collectDocs } from './essay-docs';
import { spearman } from './stats';
import { MIN_WORDS } from './quality-essays';
import { warmEngine } from '../server/analysis/nlp/warm';
import type { HarperLint } from '../server/analysis/lint/harper';
import { parseEssay, type ParsedEssay } from '../server/analysis/nlp/parse';
import { buildNames } from '../server/analysis/spell/names';
import { ANALYZERS } from '../server/analysis/analyzers/registry';
import { validateInput } from '../server/analysis/input';
import { MEASURES, sectionValues, overallScore, type Outputs } from '../server/analysis/scoring';
import { mean, std } from '../server/analysis/analyzers/stats';

const GROUPS = ['asap1', 'asap2', 'asap7', 'asap8', 'ellipse'];
const filter = new RegExp(process.argv[2] ?? '.');

/** Candidate signals beyond the scorer's own measures: each a number per essay. */
const EXTRA: Record<string, (o: Outputs, e: ParsedEssay) => number> = {
  overall: (o, e) => overallScore(sectionValues(o, e)),
  errors_per_sentence: (o, e) =>
    ['grammar', 'spelling'].reduce(
      (a, k) => a + (o[k]?.issues ?? []).filter((i) => i.counts !== false).length,
      0,
    ) / Math.max(1, e.sentences.length),
  word_form_slips_per_sentence: (o, e) =>
    Number(o.structure?.metrics.word_form_slips ?? 0) / Math.max(1, e.sentences.length),
  distinct_content_lemmas: (_o, e) =>
    new Set(e.words.filter((t) => ['NOUN', 'VERB', 'ADJ', 'ADV'].includes(t.pos)).map((t) => t.lemma)).size,
  guiraud: (_o, e) => new Set(e.words.map((t) => t.lower)).size / Math.sqrt(Math.max(1, e.words.length)),
  sentence_words_sd: (_o, e) => std(e.sentences.map((s) => s.wordCount)),
  sentences_over_45_words: (_o, e) =>
    e.sentences.filter((s) => s.wordCount > 45).length / Math.max(1, e.sentences.length),
  mean_sentence_words: (_o, e) => mean(e.sentences.map((s) => s.wordCount)),
};

interface Row {
  group: string;
  score: number;
  words: number;
  x: Record<string, number>;
}

function load(split: 'fit' | 'heldout'): Row[] {
  const file = process.env.LINT_CACHE_DIR
    ? `${process.env.LINT_CACHE_DIR}/essay-coach-lints-${split}.json`
    : `/tmp/essay-coach-lints-${split}.json`;
  if (!existsSync(file)) throw new Error(`${file} missing: run bench/fit-scores.ts ${split} first`);
  const cache = JSON.parse(readFileSync(file, 'utf8')) as Record<string, HarperLint[]>;
  const rows: Row[] = [];
  for (const d of collectDocs(split, 1e6)) {
    if (d.score === undefined || !cache[d.id] || !GROUPS.includes(d.group)) continue;
    const essay = parseEssay(d.text);
    if (essay.wordCount < MIN_WORDS) continue;
    const ctx = {
      input: validateInput({ text: d.text }),
      harper: cache[d.id]!,
      names: buildNames(essay, ''),
    };
    const o: Outputs = {};
    for (const a of ANALYZERS) o[a.name] = a.run(essay, ctx);
    const x: Record<string, number> = {};
    for (const [k, m] of Object.entries(MEASURES)) x[`measure:${k}`] = m.value(o, essay.wordCount, essay);
    for (const [k, f] of Object.entries(EXTRA)) x[k] = f(o, essay);
    rows.push({ group: d.group, score: d.score, words: essay.wordCount, x });
  }
  return rows;
}

/** Spearman of x with the score, and the same with length partialled out. */
function rho(rows: Row[], key: string): [number, number] {
  const x = rows.map((r) => r.x[key]!);
  const y = rows.map((r) => r.score);
  const l = rows.map((r) => r.words);
  const [a, b, c] = [spearman(x, y), spearman(x, l), spearman(y, l)];
  return [a, (a - b * c) / Math.sqrt(Math.max(1e-9, (1 - b * b) * (1 - c * c)))];
}

await warmEngine();
const splits = { fit: load('fit'), heldout: load('heldout') };
const keys = Object.keys(splits.fit[0]?.x ?? {}).filter((k) => filter.test(k));
const f2 = (v: number) => v.toFixed(2).padStart(5);
console.log(`Spearman / length-partialled, per set (${GROUPS.join(' ')}); fit | held-out`);
for (const k of keys) {
  const cells = (rows: Row[]) =>
    GROUPS.map((g) =>
      rho(
        rows.filter((r) => r.group === g),
        k,
      ),
    )
      .map(([a, p]) => `${f2(a)}/${f2(p)}`)
      .join(' ');
  console.log(`${k.padEnd(34)} ${cells(splits.fit)} | ${cells(splits.heldout)}`);
}

// Writes one JSON line per essay with the engine's features, section metrics and scores, through
// the full analysis pool, for fitting the AI-risk weights (bench/fit-weights.ts) or checking the
// scores outside the engine. The score formulas are refitted with bench/fit-scores.ts, which runs
// the analyzers in-process on cached lints (seconds per refit) and has its own --dump.
// Usage: tsx bench/dump-features.ts fit|heldout N OUT.
// The output holds no essay text, only numbers, ids and gold labels.
import { writeFileSync } from 'node:fs';
import { createAnalysisPool } from '../server/analysis/index';
import { collectDocs } from './essay-docs';

const [split = 'fit', n = '30', outFile = '/tmp/essay-features.jsonl'] = process.argv.slice(2);
// ANALYZERS=ai_detection dumps the AI features only (no harper, fast); SCORED=1 keeps the
// essays that have human scores (ASAP, ELLIPSE); BENCH_PROMPTS=1 gives them their prompts.
const analyzers = process.env.ANALYZERS?.split(',');
const docs = collectDocs(split === 'heldout' ? 'heldout' : 'fit', Number(n)).filter(
  (d) => !process.env.SCORED || d.score !== undefined,
);
const pool = createAnalysisPool({ size: 2 });
await pool.warm();
let done = 0;
const lines = await Promise.all(
  docs.map(async (d) => {
    const input =
      process.env.BENCH_PROMPTS === '1' && d.prompt ? { text: d.text, prompt: d.prompt } : { text: d.text };
    const r = await pool.analyze(input, analyzers ? { analyzers } : {}).catch(() => null);
    if (++done % 25 === 0) console.error(`${done}/${docs.length}`);
    if (!r) return null;
    const fb = r.feedback;
    const metrics = Object.fromEntries(
      Object.entries(fb.section_scores).map(([k, v]) => [
        k,
        Object.fromEntries(Object.entries(v.details.user_metrics).filter(([, x]) => typeof x === 'number')),
      ]),
    );
    return JSON.stringify({
      id: d.id,
      group: d.group,
      human: d.human,
      score: d.score,
      traits: d.traits,
      f: fb.section_scores.ai_detection?.details.user_metrics.features,
      metrics,
      // Findings per analyzer:category (e.g. grammar:punctuation, spelling:misspelling).
      counts: fb.annotations.reduce<Record<string, number>>((acc, a) => {
        const k = `${a.analyzer}:${a.category}`;
        acc[k] = (acc[k] ?? 0) + 1;
        return acc;
      }, {}),
      sections: Object.fromEntries(Object.entries(fb.section_scores).map(([k, v]) => [k, v.score])),
      overall: fb.overall_score,
      words: fb.word_count,
    });
  }),
);
await pool.close();
writeFileSync(outFile, `${lines.filter(Boolean).join('\n')}\n`);
console.error(`wrote ${outFile}`);

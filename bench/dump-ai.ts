// Writes one JSON line per essay with the AI-risk features (numbers, ids and gold labels only, no
// essay text), for fitting the AI-risk model (bench/fit-weights.ts). Runs in-process and computes
// only the features (no lint pass), so a few thousand essays take about a minute.
// Usage: tsx bench/dump-ai.ts fit|heldout [N] [OUT]
// N caps the human essays per ASAP set (ELLIPSE 2N); the paired and AI-only sets are used whole,
// since they are the scarce ones. Both dumps hold the Liang et al. groups of their split.
import { writeFileSync } from 'node:fs';
import { aiFeatures, humanProbability } from '../server/analysis/analyzers/ai-features';
import { MIN_WORDS } from '../server/analysis/analyzers/ai_detection';
import { parseEssay } from '../server/analysis/nlp/parse';
import { getWink } from '../server/analysis/nlp/resources';
import { getLexicon } from '../server/analysis/spell/corrector';
import { collectDetectorBiasDocs, collectDocs, type Doc } from './essay-docs';
import { splitOf } from './corpus';

const [split = 'fit', n = '300', outFile = `/tmp/ai-${split}.jsonl`] = process.argv.slice(2);
const which = split === 'heldout' ? 'heldout' : 'fit';
const SCARCE = new Set(['herbold', 'ibrahim', 'argugpt', 'bevilacqua']);
const docs: Doc[] = [
  ...collectDocs(which, Number(n)).filter((d) => !SCARCE.has(d.group)),
  ...collectDocs(which, 100_000).filter((d) => SCARCE.has(d.group)),
  // Liang et al.'s college-application and TOEFL essays, split by id like the rest.
  ...collectDetectorBiasDocs().filter((d) => splitOf(d.id) === which),
];
// EXPLORE=1 adds candidate features that are not in the model (part-of-speech rates, sentence
// openers, nominalisations), to try before adding one to ai-features.ts.
function explore(essay: ReturnType<typeof parseEssay>): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (k: string, v: number) => (out[k] = (out[k] ?? 0) + v);
  const n = Math.max(1, essay.words.length);
  const s = Math.max(1, essay.sentences.length);
  for (const t of essay.words) {
    add(`pos_${t.pos}`, 100 / n);
    if (t.pos === 'ADV') add(t.lower.endsWith('ly') ? 'adv_ly' : 'adv_plain', 100 / n);
    if (t.lower.length > 6 && /(?:tion|sion|ment|ness|ity|ance|ence)s?$/.test(t.lower))
      add('nominal', 100 / n);
  }
  for (const sent of essay.sentences) add(`start_${essay.tokens[sent.tokenStart]?.pos ?? 'X'}`, 1 / s);
  out.opener_distinct = new Set(essay.sentences.map((x) => essay.tokens[x.tokenStart]?.lower)).size / s;
  out.short_sent = essay.sentences.filter((x) => x.wordCount > 0 && x.wordCount < 8).length / s;
  return out;
}

getWink();
getLexicon();
const lines: string[] = [];
let ms = 0;
for (const d of docs) {
  const essay = parseEssay(d.text);
  if (essay.wordCount < MIN_WORDS) continue;
  const t0 = performance.now();
  const f = aiFeatures(essay, []);
  ms += performance.now() - t0;
  const x = process.env.EXPLORE ? explore(essay) : {};
  lines.push(
    JSON.stringify({
      id: d.id,
      group: d.group,
      human: d.human,
      words: essay.wordCount,
      h: Math.round(humanProbability(f) * 100),
      f,
      x,
    }),
  );
}
writeFileSync(outFile, `${lines.join('\n')}\n`);
console.error(
  `wrote ${lines.length} of ${docs.length} essays to ${outFile}; features ${(ms / Math.max(1, lines.length)).toFixed(2)} ms/essay`,
);

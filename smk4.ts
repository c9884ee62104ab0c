import fs from 'node:fs';
import { warmEngine } from './server/analysis/nlp/warm';
import { getHarper } from './server/analysis/nlp/resources';
import { lintText } from './server/analysis/lint/harper';
import { parseEssay } from './server/analysis/nlp/parse';
import { buildNames } from './server/analysis/spell/names';
import { ANALYZERS } from './server/analysis/analyzers/registry';
await warmEngine();
const h = await getHarper();
const rows = fs.readFileSync('../shared/corpora/ellipse/ellipse_test.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
for (let i = 10; i < 16; i++) {
  const text = (rows[i * 2].text + '\n\n' + rows[i * 2 + 1].text).split(' ').slice(0, 650).join(' ');
  const tm: Record<string, number> = {};
  let t = performance.now();
  const harper = await lintText(h, text); tm.lint = performance.now() - t; t = performance.now();
  const whole = await h.lint(text + ' x', { dedup: false }); tm.harperWhole = performance.now() - t; t = performance.now();
  const essay = parseEssay(text); tm.parse = performance.now() - t; t = performance.now();
  const ctx = { input: { text, limit_type: 'words' as const }, harper, names: buildNames(essay) };
  for (const a of ANALYZERS) { a.run(essay, ctx); tm[a.name] = performance.now() - t; t = performance.now(); }
  console.log(Object.entries(tm).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(' '));
}

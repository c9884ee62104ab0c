import fs from 'node:fs';
import { getHarper } from './server/analysis/nlp/resources';
import { lintText, clearLintCache } from './server/analysis/lint/harper';
const h = await getHarper();
const rows = fs.readFileSync('../shared/corpora/ellipse/ellipse_test.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
let t = performance.now();
for (let i = 0; i < 20; i++) await h.lint(`Short sentence number ${i} about zebra${i}.`, { dedup: false, language: 'plaintext' });
console.log('per-call tiny', ((performance.now() - t) / 20).toFixed(1));
for (let i = 40; i < 46; i++) {
  const a = (rows[i * 2].text + '\n\n' + rows[i * 2 + 1].text).split(' ').slice(0, 650).join(' ');
  const b = (rows[i * 2 + 100].text + '\n\n' + rows[i * 2 + 101].text).split(' ').slice(0, 650).join(' ');
  t = performance.now(); await h.lint(a, { dedup: false, language: 'plaintext' }); const w = performance.now() - t;
  t = performance.now(); await lintText(h, b); const c = performance.now() - t;
  t = performance.now(); await h.lint(b, { dedup: false, language: 'plaintext' }); const seen = performance.now() - t;
  console.log(`whole-new=${w.toFixed(0)} chunks-new=${c.toFixed(0)} whole-seen=${seen.toFixed(0)}`);
}

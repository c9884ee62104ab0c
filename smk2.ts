import { createAnalysisPool } from './server/analysis/pool/pool';
let t = performance.now();
const pool = createAnalysisPool({ size: 2 });
await pool.warm(); console.log('warm', performance.now() - t);
const text = 'I no that it was hard. Their going to the store tomorow.\n\nHe dont like it. I realized things. '.repeat(10);
t = performance.now();
const ev: string[] = [];
const r = await pool.analyze({ text }, { onEvent: (e) => ev.push(e.stage) });
console.log('first', performance.now() - t, r.feedback.overall_score, ev.join(','));
const c = new AbortController();
const p = pool.analyze({ text: text + ' more words here.' }, { signal: c.signal });
setTimeout(() => c.abort(), 5);
t = performance.now();
try { await p; console.log('not aborted'); } catch (e) { console.log('aborted', (e as Error).name, performance.now() - t); }
t = performance.now();
const rs = await Promise.all([1, 2, 3].map((i) => pool.analyze({ text: text + ` extra ${i}.` })));
console.log('3 parallel', performance.now() - t, rs.length);
await pool.close();

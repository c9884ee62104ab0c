import fs from 'node:fs';
let t = performance.now();
const R = await import('./server/analysis/nlp/resources');
console.log('import', (performance.now() - t).toFixed(0)); t = performance.now();
await R.getHarper(); console.log('harper', (performance.now() - t).toFixed(0)); t = performance.now();
R.getWink(); console.log('wink', (performance.now() - t).toFixed(0)); t = performance.now();
R.getSpell(); console.log('spell', (performance.now() - t).toFixed(0)); t = performance.now();
R.getFrequencies(); console.log('freq', (performance.now() - t).toFixed(0)); t = performance.now();
const C = await import('./server/analysis/spell/corrector');
C.getLexicon(); console.log('lex', (performance.now() - t).toFixed(0)); t = performance.now();
const { analyzeToFeedback } = await import('./server/analysis/pipeline');
const rows = fs.readFileSync('../shared/corpora/ellipse/ellipse_test.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
for (let i = 0; i < 6; i++) {
  const text = (rows[i * 2].text + '\n\n' + rows[i * 2 + 1].text).split(' ').slice(0, 650).join(' ');
  t = performance.now();
  const ev: string[] = [];
  const f = await analyzeToFeedback({ text }, { onEvent: (e) => ev.push(`${e.stage}@${(performance.now() - t).toFixed(0)}`) });
  console.log('analyze', (performance.now() - t).toFixed(0), ev.join(' '), f.word_count);
}

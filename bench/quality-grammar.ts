// Sentence-level grammar detection: does the system flag a sentence that needs an edit?
import { getHarper } from '../server/analysis/nlp/resources';
import { lintChunk } from '../server/analysis/lint/harper';
import { analyzeEssay } from '../server/analysis/index';
import { readJsonl, sample } from './corpus';

const SENTENCES = Number(process.env.BENCH_SENTENCES ?? 250);

interface Item {
  text: string;
  bad: boolean;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

function datasets(): Array<[string, Item[]]> {
  const out: Array<[string, Item[]]> = [];
  const cweb = readJsonl<{ source: string; has_edit: boolean }>('cweb/cweb_dev.jsonl');
  if (cweb) out.push(['cweb_dev', sample(cweb, SENTENCES).map((r) => ({ text: r.source, bad: r.has_edit }))]);
  const jfleg = readJsonl<{ source: string; references: string[] }>('jfleg/jfleg_dev.jsonl');
  if (jfleg)
    out.push([
      'jfleg_dev',
      sample(jfleg, SENTENCES).map((r) => ({
        text: r.source,
        bad: r.references.filter((x) => norm(x) !== norm(r.source)).length * 2 > r.references.length,
      })),
    ]);
  const gug = readJsonl<{ text: string; expert_judgement: number }>('gug/gug_annotations.jsonl');
  if (gug)
    out.push([
      'gug',
      sample(
        gug.filter((r) => r.expert_judgement > 0),
        SENTENCES,
      ).map((r) => ({ text: r.text, bad: r.expert_judgement < 4 })),
    ]);
  return out;
}

function prf(pred: boolean[], gold: boolean[]) {
  let tp = 0,
    fp = 0,
    fn = 0;
  pred.forEach((p, i) => {
    if (p && gold[i]) tp++;
    else if (p) fp++;
    else if (gold[i]) fn++;
  });
  const P = tp / Math.max(1, tp + fp);
  const R = tp / Math.max(1, tp + fn);
  const F = P + R ? (1.25 * P * R) / (0.25 * P + R) : 0;
  return `${(P * 100).toFixed(1)} / ${(R * 100).toFixed(1)} / ${(F * 100).toFixed(1)}`;
}

export async function grammarBench(): Promise<string[]> {
  const harper = await getHarper();
  const out = [
    '## Grammar: sentence flagged, P / R / F0.5 (target F0.5 ≥ harper + 10, cweb precision ≥ 70)',
    '',
    '| set | n | engine | harper alone (any lint) |',
    '|---|---|---|---|',
  ];
  for (const [name, items] of datasets()) {
    const e: boolean[] = [];
    const h: boolean[] = [];
    for (const it of items) {
      const r = await analyzeEssay({ text: it.text }, { analyzers: ['grammar', 'spelling'] }).catch(
        () => null,
      );
      e.push(
        Boolean(r?.feedback.annotations.some((a) => a.severity === 'error' || a.severity === 'warning')),
      );
      h.push((await lintChunk(harper, `${it.text} `)).length > 0);
    }
    const gold = items.map((i) => i.bad);
    out.push(`| ${name} | ${items.length} | ${prf(e, gold)} | ${prf(h, gold)} |`);
  }
  out.push(
    '',
    'harper alone is linted with a trailing space so it sees the sentence as new text after the engine has linted it.',
  );
  return out;
}

// Essay-level figures: AI-risk AUROC and high-risk rate on human essays; overall score vs human
// scores (Spearman) beside length alone; section scores vs ELLIPSE analytic scores.
import { createAnalysisPool } from '../server/analysis/index';
import type { Feedback } from '../shared/analysis/feedback';
import { readJsonl, sample } from './corpus';
import { countWords } from '../server/analysis/nlp/parse';
import { writeFileSync } from 'node:fs';

interface Doc {
  group: string;
  human: boolean;
  text: string;
  score?: number;
  traits?: Record<string, number>;
}

function collect(n: number): Doc[] {
  const docs: Doc[] = [];
  const asap =
    readJsonl<{ text: string; essay_set: number; score: number }>('asap_aes/asap_essays_sets1_2_7_8.jsonl') ??
    [];
  for (const set of [1, 2, 7, 8])
    docs.push(
      ...sample(
        asap.filter((r) => r.essay_set === set),
        n,
      ).map((r) => ({ group: `asap${set}`, human: true, text: r.text, score: r.score })),
    );
  const ell =
    readJsonl<{ text: string; score: number; analytic_scores: Record<string, number> }>(
      'ellipse/ellipse_test.jsonl',
    ) ?? [];
  docs.push(
    ...sample(ell, n * 2).map((r) => ({
      group: 'ellipse',
      human: true,
      text: r.text,
      score: r.score,
      traits: r.analytic_scores,
    })),
  );
  const herb =
    readJsonl<{ text: string; label: string }>(
      'herbold2023_student_vs_chatgpt_essays/herbold_essays.jsonl',
    ) ?? [];
  docs.push(...sample(herb, 90).map((r) => ({ group: 'herbold', human: r.label === 'human', text: r.text })));
  const ib = (
    readJsonl<{ text: string; label: string }>('ibrahim2023_student_vs_chatgpt/student_vs_chatgpt.jsonl') ??
    []
  ).filter((r) => countWords(r.text) >= 150);
  docs.push(...sample(ib, n).map((r) => ({ group: 'ibrahim', human: r.label === 'human', text: r.text })));
  const arg = readJsonl<{ text: string }>('argugpt_machine/argugpt_machine_essays.jsonl') ?? [];
  docs.push(...sample(arg, n).map((r) => ({ group: 'argugpt', human: false, text: r.text })));
  const bev =
    readJsonl<{ text: string }>('bevilacqua2023_gpt_on_asap_prompts/gpt_essays_on_asap_prompts.jsonl') ?? [];
  docs.push(...sample(bev, n).map((r) => ({ group: 'bevilacqua', human: false, text: r.text })));
  return docs;
}

function ranks(xs: number[]): number[] {
  const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1]![0] === idx[i]![0]) j++;
    for (let k = i; k <= j; k++) r[idx[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const m = (ra.length - 1) / 2;
  let num = 0,
    da = 0,
    db = 0;
  ra.forEach((x, i) => {
    num += (x - m) * (rb[i]! - m);
    da += (x - m) ** 2;
    db += (rb[i]! - m) ** 2;
  });
  return num / Math.sqrt(da * db || 1);
}

function auroc(pos: number[], neg: number[]): number {
  let s = 0;
  for (const p of pos) for (const q of neg) s += p > q ? 1 : p === q ? 0.5 : 0;
  return s / Math.max(1, pos.length * neg.length);
}

export async function essayBench(): Promise<string[]> {
  const docs = collect(Number(process.env.BENCH_ESSAYS ?? 50));
  const pool = createAnalysisPool({ size: 2 });
  await pool.warm();
  const fbs: Array<Feedback | null> = await Promise.all(
    docs.map((d) =>
      pool.analyze({ text: d.text }).then(
        (r) => r.feedback,
        () => null,
      ),
    ),
  );
  await pool.close();
  const rows = docs.map((d, i) => ({ d, fb: fbs[i]! })).filter((x) => x.fb && x.fb.word_count >= 150);
  if (process.env.BENCH_DUMP)
    writeFileSync(
      process.env.BENCH_DUMP,
      rows
        .map((x) =>
          JSON.stringify({
            group: x.d.group,
            human: x.d.human,
            score: x.d.score,
            traits: x.d.traits,
            f: x.fb.section_scores.ai_detection.details.user_metrics.features,
            sections: Object.fromEntries(Object.entries(x.fb.section_scores).map(([k, v]) => [k, v.score])),
            overall: x.fb.overall_score,
            words: x.fb.word_count,
          }),
        )
        .join('\n'),
    );
  const risk = (fb: Feedback) =>
    100 - (fb.section_scores.ai_detection.details.user_metrics.human_ness.value ?? 50);
  const out = [
    '## AI-writing risk (target AUROC ≥ 0.95, human essays flagged high ≤ 5 %)',
    '',
    '| comparison | n human / AI | AUROC of 100 − human_ness |',
    '|---|---|---|',
  ];
  const humans = rows.filter((x) => x.d.human);
  const ais = rows.filter((x) => !x.d.human);
  const pair = (label: string, h: typeof rows, a: typeof rows) =>
    out.push(
      `| ${label} | ${h.length} / ${a.length} | ${auroc(
        a.map((x) => risk(x.fb)),
        h.map((x) => risk(x.fb)),
      ).toFixed(3)} |`,
    );
  pair(
    'herbold students vs GPT',
    humans.filter((x) => x.d.group === 'herbold'),
    ais.filter((x) => x.d.group === 'herbold'),
  );
  pair(
    'ibrahim students vs ChatGPT',
    humans.filter((x) => x.d.group === 'ibrahim'),
    ais.filter((x) => x.d.group === 'ibrahim'),
  );
  pair(
    'argugpt vs ASAP human',
    humans.filter((x) => x.d.group.startsWith('asap')),
    ais.filter((x) => x.d.group === 'argugpt'),
  );
  pair(
    'bevilacqua vs ASAP human',
    humans.filter((x) => x.d.group.startsWith('asap')),
    ais.filter((x) => x.d.group === 'bevilacqua'),
  );
  pair('all human vs all AI', humans, ais);
  out.push('', '| human group | n | flagged high risk |', '|---|---|---|');
  for (const g of ['asap1', 'asap2', 'asap7', 'asap8', 'ellipse', 'herbold', 'ibrahim']) {
    const h = humans.filter((x) => x.d.group === g);
    if (h.length)
      out.push(
        `| ${g} | ${h.length} | ${((h.filter((x) => x.fb.section_scores.ai_detection.details.user_metrics.human_ness.risk_level === 'high').length * 100) / h.length).toFixed(1)} % |`,
      );
  }
  out.push(
    '',
    '## Overall score vs human scores, Spearman (target ≥ 0.60; length must not drive it)',
    '',
    '| set | n | engine overall | length alone |',
    '|---|---|---|---|',
  );
  for (const g of ['asap1', 'asap2', 'asap7', 'asap8', 'ellipse']) {
    const h = humans.filter((x) => x.d.group === g && x.d.score !== undefined);
    if (h.length < 5) continue;
    const gold = h.map((x) => x.d.score!);
    out.push(
      `| ${g} | ${h.length} | ${spearman(
        h.map((x) => x.fb.overall_score),
        gold,
      ).toFixed(2)} | ${spearman(
        h.map((x) => x.fb.word_count),
        gold,
      ).toFixed(2)} |`,
    );
  }
  const ell = humans.filter((x) => x.d.group === 'ellipse' && x.d.traits);
  if (ell.length >= 5) {
    out.push(
      '',
      '### Section scores vs ELLIPSE analytic scores (Spearman)',
      '',
      '| engine section | ELLIPSE trait | rho |',
      '|---|---|---|',
    );
    for (const [sec, trait] of [
      ['grammar', 'grammar'],
      ['spelling', 'conventions'],
      ['style', 'vocabulary'],
      ['structure', 'syntax'],
      ['structure', 'cohesion'],
      ['content', 'cohesion'],
    ] as const) {
      out.push(
        `| ${sec} | ${trait} | ${spearman(
          ell.map((x) => x.fb.section_scores[sec]!.score),
          ell.map((x) => x.d.traits![trait]!),
        ).toFixed(2)} |`,
      );
    }
  }
  return out;
}

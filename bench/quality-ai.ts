// AI-writing risk figures. First the calibration targets on the population served, on both splits
// of the dev halves (the levels are fitted on 'fit', bench/fit-weights.ts; 'heldout' checks them):
// GPT-written college essays at medium or high, real college essays, English learners' essays,
// beside GPTZero's recorded scores on the same texts; what each level means; the passage map on
// essays with GPT paragraphs spliced in. Then, on the held-out split, AUROC of 100 − human_ness
// beside single-feature baselines and the rates per source.
import { writeFileSync } from 'node:fs';
import type { Feedback } from '../shared/analysis/feedback';
import { collectDetectorBiasDocs, collectDocs, type Doc } from './essay-docs';
import { analyzeAll, ESSAYS_PER_GROUP, type Row } from './quality-essays';
import { MIN_WORDS } from '../server/analysis/analyzers/ai_detection';
import { HIGH_RISK_BELOW, LEVEL_RATES, MEDIUM_RISK_BELOW } from '../server/analysis/analyzers/ai-model';
import { passageTable } from './quality-ai-passages';
import { splitOf } from './corpus';
import { auroc } from './stats';

const metrics = (fb: Feedback) => fb.section_scores.ai_detection!.details.user_metrics;
const features = (fb: Feedback) => metrics(fb).features as Record<string, number>;
const risk = (fb: Feedback) => 100 - (metrics(fb).human_ness.value ?? 50);
const f3 = (x: number) => x.toFixed(3);
// Human essays rewritten by GPT (Liang et al.: TOEFL essays polished by GPT-4, Hewlett essays
// simplified): neither human nor AI-generated, so they are reported on their own.
const POLISHED = new Set(['liang_toefl_polished', 'liang_hewlett_simplified']);
const rate = (rs: Row[], levels: string[]) =>
  `${((rs.filter((x) => levels.includes(String(metrics(x.fb).human_ness.risk_level))).length * 100) / Math.max(1, rs.length)).toFixed(1)} %`;

export function aiTable(rows: Row[]): string[] {
  const humans = rows.filter((x) => x.d.human);
  const ais = rows.filter((x) => !x.d.human && !POLISHED.has(x.d.group));
  const auc = (h: Row[], a: Row[], s: (fb: Feedback) => number) =>
    f3(
      auroc(
        a.map((x) => s(x.fb)),
        h.map((x) => s(x.fb)),
      ),
    );
  const baselines: Array<(fb: Feedback) => number> = [
    // GPTZero calls low perplexity machine-like; with a unigram (word-frequency) estimate the
    // direction flips (AI text uses rarer words than student essays), so higher = AI here, the
    // direction that wins on the fit split.
    (fb) => features(fb).surprisal ?? 0,
    (fb) => -(features(fb).burstiness ?? 0), // uniform sentences = AI
  ];
  const out = [
    `## AI-writing risk: ranking and rates per source (held-out split; target AUROC ≥ 0.95, human essays flagged high ≤ 5 %)`,
    '',
    'Baselines computed in the same run from the same features: unigram perplexity alone (higher = AI: by a',
    'word-frequency estimate AI text uses rarer words; the GPTZero direction, lower = AI, scores 1 − this) and',
    'sentence-length burstiness alone (lower = AI), the two signals GPTZero-style detectors use.',
    '',
    '| comparison | n human / AI | engine AUROC (100 − human_ness) | perplexity alone | burstiness alone |',
    '|---|---|---|---|---|',
  ];
  const pairs: Array<[string, Row[], Row[]]> = [
    [
      'herbold students vs GPT-3.5/4',
      humans.filter((x) => x.d.group === 'herbold'),
      ais.filter((x) => x.d.group === 'herbold'),
    ],
    [
      'ibrahim students vs ChatGPT',
      humans.filter((x) => x.d.group === 'ibrahim'),
      ais.filter((x) => x.d.group === 'ibrahim'),
    ],
    [
      'argugpt vs ASAP human',
      humans.filter((x) => x.d.group.startsWith('asap')),
      ais.filter((x) => x.d.group === 'argugpt'),
    ],
    [
      'bevilacqua vs ASAP human',
      humans.filter((x) => x.d.group.startsWith('asap')),
      ais.filter((x) => x.d.group === 'bevilacqua'),
    ],
    [
      'liang: college admission essays vs GPT-3 (plain and evasive)',
      humans.filter((x) => x.d.group === 'liang_college'),
      ais.filter((x) => x.d.group.startsWith('liang_college_gpt')),
    ],
    ['all human (incl. ELLIPSE) vs all AI', humans, ais],
  ];
  for (const [label, h, a] of pairs)
    if (h.length && a.length)
      out.push(
        `| ${label} | ${h.length} / ${a.length} | ${auc(h, a, risk)} | ${auc(h, a, baselines[0]!)} | ${auc(h, a, baselines[1]!)} |`,
      );
  out.push('', '| group | n | flagged high risk | flagged medium or high |', '|---|---|---|---|');
  const groups: Array<[string, Row[]]> = [
    ...[
      'asap1',
      'asap2',
      'asap7',
      'asap8',
      'ellipse',
      'herbold',
      'ibrahim',
      'liang_toefl',
      'liang_hewlett',
      'liang_college',
    ].map((g) => [`human: ${g}`, humans.filter((x) => x.d.group === g)] as [string, Row[]]),
    ['human: all', humans],
    ...['herbold', 'ibrahim', 'argugpt', 'bevilacqua', 'liang_college_gpt', 'liang_college_gpt_evasive'].map(
      (g) => [`AI: ${g}`, ais.filter((x) => x.d.group === g)] as [string, Row[]],
    ),
    ...[...POLISHED].map(
      (g) => [`GPT-polished human: ${g}`, rows.filter((x) => x.d.group === g)] as [string, Row[]],
    ),
  ];
  for (const [g, rs] of groups)
    if (rs.length)
      out.push(`| ${g} | ${rs.length} | ${rate(rs, ['high'])} | ${rate(rs, ['high', 'medium'])} |`);
  return out;
}

const judgedLevel = (r: Row) => String(metrics(r.fb).human_ness.risk_level);
const atMediumOrHigh = (r: Row) => ['medium', 'high'].includes(judgedLevel(r));
const share = (k: number, n: number) => (n ? `${((k * 100) / n).toFixed(1)} % (${k} of ${n})` : '– (none)');
// GPTZero's recorded score (Liang et al., early 2023) counts as flagged at 0.5 or more.
const gptzeroFlags = (d: Doc) => (d.gptzero ?? 0) >= 0.5;

interface Split {
  name: string;
  /** Every document of the split, analysed or not (texts under MIN_WORDS get no level). */
  docs: Doc[];
  rows: Row[];
}

/** The three figures per split: engine at medium/high (of all texts, short ones unjudged) beside GPTZero. */
function calibrationTable(splits: Split[]): string[] {
  const figures: Array<[string, string, (d: Doc) => boolean, boolean]> = [
    [
      'GPT-written college essays (plain and evasive) at medium or high',
      '≥ 80 %',
      (d) => d.group.startsWith('liang_college_gpt'),
      true,
    ],
    ['real college-application essays at medium or high', '≤ 3 %', (d) => d.group === 'liang_college', true],
    [
      `ELLIPSE learner essays (≥ ${MIN_WORDS} words) at medium or high`,
      '≤ 5 %',
      (d) => d.group === 'ellipse',
      false,
    ],
    [
      `TOEFL essays (≥ ${MIN_WORDS} words) at medium or high`,
      '≤ 5 %',
      (d) => d.group === 'liang_toefl',
      true,
    ],
    [
      'TOEFL essays, every length (shorter ones get no level)',
      '≤ 5 %',
      (d) => d.group === 'liang_toefl',
      true,
    ],
  ];
  const head = splits.flatMap((s) => [`${s.name}: engine`, `${s.name}: GPTZero`]);
  const out = [
    '## AI-writing risk: calibrated levels on the population served',
    '',
    `Levels: high below human-ness ${HIGH_RISK_BELOW}, medium below ${MEDIUM_RISK_BELOW} (server/analysis/analyzers/ai-model.ts), chosen on the`,
    'fit split; the held-out split checks them. GPTZero: the score Liang et al. recorded for the same text, flagged at',
    '≥ 0.5 (ELLIPSE has none). Texts under the length floor get no level and count as not flagged.',
    '',
    `| figure | target | ${head.join(' | ')} |`,
    `|---|---|${head.map(() => '---').join('|')}|`,
  ];
  for (const [label, target, pick, hasGptzero] of figures) {
    const cells = splits.flatMap((s) => {
      const all = label.includes('every length');
      const docs = s.docs.filter(pick);
      const rows = s.rows.filter((r) => pick(r.d));
      const judged = all ? docs : rows.map((r) => r.d);
      const ids = new Set(rows.filter(atMediumOrHigh).map((r) => r.d.id));
      return [
        share(judged.filter((d) => ids.has(d.id)).length, judged.length),
        hasGptzero ? share(judged.filter(gptzeroFlags).length, judged.length) : '–',
      ];
    });
    out.push(`| ${label} | ${target} | ${cells.join(' | ')} |`);
  }
  out.push(
    '',
    '### What each level means (both splits together; the panel states these, ai-model.ts LEVEL_RATES)',
    '',
    '| level | GPT-written college essays | student essays (college, ASAP, ELLIPSE, Hewlett) | panel says (AI / students) |',
    '|---|---|---|---|',
  );
  const rows = splits.flatMap((s) => s.rows);
  const ai = rows.filter((r) => r.d.group.startsWith('liang_college_gpt'));
  const students = rows.filter((r) => r.d.human && !['herbold', 'ibrahim'].includes(r.d.group));
  for (const level of ['low', 'medium', 'high'] as const) {
    const k = (rs: Row[]) => rs.filter((r) => judgedLevel(r) === level).length;
    out.push(
      `| ${level} | ${share(k(ai), ai.length)} | ${share(k(students), students.length)} | ${LEVEL_RATES[level].ai} % / ${LEVEL_RATES[level].students} % |`,
    );
  }
  return out;
}

export async function aiBench(): Promise<string[]> {
  // The AI figures need only the ai_detection analyzer (no lint pass), so they use many essays.
  const splits: Split[] = [];
  for (const name of ['fit', 'heldout'] as const) {
    const docs = [
      ...collectDocs(name, ESSAYS_PER_GROUP),
      ...collectDetectorBiasDocs().filter((d) => splitOf(d.id) === name),
    ];
    splits.push({ name, docs, rows: await analyzeAll(docs, MIN_WORDS, ['ai_detection']) });
  }
  const heldout = splits[1]!.rows;
  if (process.env.BENCH_DUMP)
    writeFileSync(
      process.env.BENCH_DUMP,
      heldout
        .map((x) => JSON.stringify({ id: x.d.id, group: x.d.group, human: x.d.human, f: features(x.fb) }))
        .join('\n'),
    );
  return [
    `AI figures: texts of ≥ ${MIN_WORDS} words, up to ${ESSAYS_PER_GROUP} essays per group (ELLIPSE ${ESSAYS_PER_GROUP * 2})`,
    'of each split, and every Liang et al. essay of the split.',
    '',
    ...calibrationTable(splits),
    '',
    ...passageTable(),
    '',
    ...aiTable(heldout),
  ];
}

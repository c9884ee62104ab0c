// npm run bench:trim: the word-limit surgeon (issue 35) on the dev college essays (Liang et al.'s
// real college-application essays, the population served) and a seeded sample of ASAP essays, with
// a limit 15 % and 30 % below each essay's length. Reports the share of essays the cuts alone bring
// within the limit, the median words saved per cut, the overall and content scores after trimming
// against before (both reviewed without a limit, so only the writing is compared), and the share of
// a hand-read sample of 50 cuts that keep the meaning (labels in bench/labels/trim-cuts.jsonl).
//
// `--label` prints the sampled cuts in context (to the terminal: corpus text is never committed)
// with their current labels, and adds rows for new ones as 'unread' to the labels file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { analyzeToFeedback } from '../server/analysis/pipeline';
import { warmEngine } from '../server/analysis/nlp/warm';
import { parseEssay } from '../server/analysis/nlp/parse';
import { planTrim } from '../server/analysis/trim/index';
import { applyCuts, cutsUntilFit, landing, removesContent, type TrimCut } from '../shared/analysis/trim';
import { pct, readJsonl, sample, SEED } from './corpus';
import { findCuts } from '../server/analysis/trim/index';
import { DOUBLED_REASON, NOMINAL_REASON } from '../server/analysis/trim/phrases';
import { THERE_WAS_REASON } from '../server/analysis/trim/clauses';

interface Essay {
  id: string;
  group: 'college' | 'asap';
  text: string;
}

const ASAP_ESSAYS = Number(process.env.BENCH_TRIM_ASAP ?? 60);
const SAMPLE_CUTS = 50;
const SAMPLE_SALT = 'round2:';
// Round 3: the compressions and repeats added after round 2, read in a draw of their own. They are
// rare in polished essays, so the draw's pool also takes a larger seeded sample of ASAP essays.
// The rules still on (the opening frames, the repeat of an earlier sentence and the shorter phrases
// were read and switched off: their rows stay in the labels with their rule's name).
const ROUND3_SALT = 'round3:';
const ROUND3_CUTS = 30;
const ROUND3_ASAP = 600;
const ROUND3_RULES: Record<string, string> = {
  [NOMINAL_REASON]: 'verb hidden in a noun',
  [DOUBLED_REASON]: 'doubled intensifier',
  [THERE_WAS_REASON]: "'there was a … who'",
};
const round3Rule = (c: Pick<TrimCut, 'reason'>) => ROUND3_RULES[c.reason];
const LABELS = new URL('./labels/trim-cuts.jsonl', import.meta.url);
const RESULTS = new URL('./results/trim.md', import.meta.url);

function essays(): Essay[] {
  const liang = readJsonl<{ id: string; subset: string; text: string }>(
    'liang2023_detector_bias/detector_bias_texts.jsonl',
  );
  const college = (liang ?? []).filter((r) => r.subset === 'CollegeEssay_real_70');
  const asap = readJsonl<{ id: string; text: string }>('asap_aes/asap_essays_sets1_2_7_8.jsonl') ?? [];
  return [
    ...college.map((r) => ({ id: r.id, group: 'college' as const, text: r.text })),
    ...sample(asap, ASAP_ESSAYS, (r) => r.id).map((r) => ({
      id: r.id,
      group: 'asap' as const,
      text: r.text,
    })),
  ];
}

// How the labels came to be (the sample is a measurement only if the rules were not fitted to it).
const READING_HISTORY = [
  'Reading history. Round 1 (salts "" and "fresh:", wording cuts only): a first draw was read while the',
  'rules were written (10 harms, each rule narrowed by a general condition); a fresh draw then kept the',
  'meaning in 47 of 50 (94 %) before its three harms narrowed three more rules.',
  'Round 2 (salt "round2:", after clause compressions, asides and sentence cuts were added): a draw of 50',
  'read before any rule saw it kept the meaning in 47 (94 %). Its three harms: "By censoring libraires that',
  'is taking away" (a new clause read as a relative: the relative-clause drop now needs a determined noun',
  'phrase), "their (and my) expectations" and "(personaly I think it is)" (asides in the writer\'s own voice,',
  'now never cut). The cuts the narrowing (and the guard for the closing reflection) moved into the draw',
  '(7) were read and kept the meaning.',
  'A rule offering the weakest sentence of a long paragraph (no number, name, sense word or quotation;',
  'commentary before events; common words before rare ones) was built and read the same way: of 29 of its',
  'cuts, 7 kept the meaning (24 %): most sentences without such details still carry an event, a claim the',
  'next sentence leans on, or the point of the paragraph. It brought 77 % of college essays within −15 %',
  '(13 % within −30 %), but a suggestion that is wrong four times in five is not help, so it is switched',
  "off; choosing whole sentences to cut stays the student's.",
  'Round 3 (this page, above): the rules added were read in a draw of their own; the ones under 90 % are',
  'off (the shorter phrases lost "for the most part", whose short form fits only some sentences, and with it',
  'the rest of that family, read once). Nothing was narrowed after reading, so the figures are as read.',
];

interface Label {
  essay: string;
  start: number;
  end: number;
  replacement: string;
  kind: string;
  label: 'keeps-meaning' | 'harms-meaning' | 'unread';
  note?: string;
  /** The reading round (rows without one are round 2's draw). */
  round?: number;
  rule?: string;
}
const labelKey = (l: Pick<Label, 'essay' | 'start' | 'end' | 'replacement'>) =>
  `${l.essay}:${l.start}:${l.end}:${l.replacement}`;

function readLabels(): Map<string, Label> {
  if (!existsSync(LABELS)) return new Map();
  const rows = readFileSync(LABELS, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Label);
  return new Map(rows.map((r) => [labelKey(r), r]));
}

const median = (xs: number[]) => pct(xs, 50);
const share = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '—');
const round1 = (x: number) => Math.round(x * 10) / 10;

interface Row {
  essay: Essay;
  words: number;
  cuts: TrimCut[];
  fits: Record<number, boolean>;
  /** Fits with the wording cuts alone (what "Apply until it fits" applies without the student reading). */
  fitsWording: Record<number, boolean>;
  /** The cuts offered with the −15 % limit (all proposed ones in --label mode). */
  offered: TrimCut[];
  savedShare: number;
}

/** Round 3's extra pool: the round-3 rules' cuts in a larger seeded sample of ASAP essays. */
function round3Asap(skip: Set<string>): Array<{ essay: Essay; cut: TrimCut }> {
  const asap = readJsonl<{ id: string; text: string }>('asap_aes/asap_essays_sets1_2_7_8.jsonl') ?? [];
  return sample(asap, ROUND3_ASAP, (r) => `${ROUND3_SALT}${r.id}`)
    .filter((r) => !skip.has(r.id))
    .flatMap((r) => {
      const essay: Essay = { id: r.id, group: 'asap', text: r.text };
      return findCuts(parseEssay(r.text))
        .filter((c) => round3Rule(c))
        .map((cut) => ({ essay, cut }));
    });
}

/** Round 3's figures, from its rows in the labels (its switched-off rules propose nothing now). */
function roundThree(labels: Map<string, Label>): string[] {
  const rows = [...labels.values()].filter((l) => l.round === 3);
  const rules = new Map<string, Label[]>();
  for (const r of rows) rules.set(r.rule ?? '?', [...(rules.get(r.rule ?? '?') ?? []), r]);
  const on = new Set(Object.values(ROUND3_RULES));
  const out = [
    `Round 3 (salt "${ROUND3_SALT}"): the compressions and repeats added after round 2 are rare, so the draw took every`,
    `one of their cuts in the ${ROUND3_ASAP} ASAP essays of a seeded sample and the dev college essays: ${rows.length} cuts,`,
    `${rows.filter((r) => r.label === 'keeps-meaning').length} kept the meaning. A rule stays only if ≥ 90 % of its read cuts keep it.`,
    '',
    '| rule | read | keep the meaning | now |',
    '|---|---|---|---|',
  ];
  for (const [rule, rs] of rules) {
    const keeps = rs.filter((r) => r.label === 'keeps-meaning').length;
    out.push(
      `| ${rule} | ${rs.length} | ${keeps} (${share(keeps, rs.length)}) | ${on.has(rule) ? 'on' : 'off'} |`,
    );
  }
  for (const r of rows.filter((x) => x.label === 'harms-meaning'))
    out.push(`- harms: ${r.rule} at ${r.essay}:${r.start}${r.note ? ` (${r.note})` : ''}`);
  return out;
}

async function main(): Promise<void> {
  const labelMode = process.argv.includes('--label');
  await warmEngine();
  const all = essays();
  if (!all.length) {
    console.error('no corpora found: nothing to measure');
    return;
  }
  const rows: Row[] = [];
  type Diffs = Record<number, { overall: number[]; content: number[]; changed: number }>;
  const diffs = (): Diffs => ({
    15: { overall: [], content: [], changed: 0 },
    30: { overall: [], content: [], changed: 0 },
  });
  // Without a limit: what the cuts did to the writing. With the limit: what the student sees.
  const scoreDiffs = diffs();
  const limitDiffs = diffs();
  for (const essay of all) {
    const parsed = parseEssay(essay.text);
    const plan = planTrim(parsed, 'words', null);
    const row: Row = {
      essay,
      words: parsed.wordCount,
      cuts: plan.cuts,
      fits: {},
      fitsWording: {},
      offered: plan.cuts,
      savedShare: 0,
    };
    const before = labelMode ? null : await analyzeToFeedback({ text: essay.text });
    for (const cutBy of [15, 30]) {
      const limit = Math.floor(parsed.wordCount * (1 - cutBy / 100));
      const limited = { word_limit: limit, limit_type: 'words' as const };
      // What the student is offered with this limit: the cuts less any that would lower the review.
      const beforeL = labelMode ? null : await analyzeToFeedback({ text: essay.text, ...limited });
      const offered = beforeL?.trim ?? plan;
      const chosen = cutsUntilFit(offered, limit);
      row.fits[cutBy] = landing(offered, chosen) <= limit;
      const wording = { ...offered, cuts: offered.cuts.filter((c) => !removesContent(c.kind)) };
      row.fitsWording[cutBy] = landing(offered, cutsUntilFit(wording, limit)) <= limit;
      if (cutBy === 15) row.offered = offered.cuts;
      if (!before || !beforeL || !chosen.length) continue;
      const trimmed = applyCuts(essay.text, chosen);
      const after = await analyzeToFeedback({ text: trimmed });
      const d = scoreDiffs[cutBy]!;
      d.changed++;
      d.overall.push(after.overall_score - before.overall_score);
      d.content.push(after.section_scores.content.score - before.section_scores.content.score);
      const afterL = await analyzeToFeedback({ text: trimmed, ...limited });
      const l = limitDiffs[cutBy]!;
      l.changed++;
      l.overall.push(afterL.overall_score - beforeL.overall_score);
      l.content.push(afterL.section_scores.content.score - beforeL.section_scores.content.score);
      if (afterL.overall_score < beforeL.overall_score)
        console.error(
          `fell with the limit: ${essay.id} −${cutBy} % ${beforeL.overall_score} -> ${afterL.overall_score}`,
        );
      if (after.overall_score < before.overall_score)
        console.error(
          `fell: ${essay.id} −${cutBy} % ${before.overall_score} -> ${after.overall_score}`,
          Object.keys(before.section_scores)
            .map((k) => `${k} ${before.section_scores[k]!.score}->${after.section_scores[k]!.score}`)
            .join(', '),
        );
    }
    row.savedShare = (plan.used - landing(plan, row.offered)) / Math.max(1, plan.used);
    rows.push(row);
  }

  // The hand-read sample: 50 cuts drawn with a fixed seed from every cut proposed by the rules read
  // in round 2 (the round-3 rules have a draw of their own, so round 2's draw stays what was read).
  const every = rows.flatMap((r) => r.cuts.map((c) => ({ essay: r.essay, cut: c })));
  const labels = readLabels();
  // A cut round 2 read stays in its pool when a round-3 rule now proposes it too ('very very').
  const readInRoundTwo = (x: { essay: Essay; cut: TrimCut }) => {
    const l = labels.get(labelKey({ essay: x.essay.id, ...x.cut }));
    return l !== undefined && l.round !== 3;
  };
  const roundTwoPool = every.filter((x) => !round3Rule(x.cut) || readInRoundTwo(x));
  // Salted: the first draw (salt '') was read while narrowing the rules; this one was read after.
  const drawn = sample(
    roundTwoPool,
    SAMPLE_CUTS,
    (x) => `${SAMPLE_SALT}${x.essay.id}:${x.cut.start}:${x.cut.end}`,
  );
  const round3Pool = [
    ...every.filter((x) => round3Rule(x.cut)),
    ...round3Asap(new Set(all.map((e) => e.id))),
  ];
  const drawn3 = sample(
    round3Pool.filter((x) => !readInRoundTwo(x)),
    ROUND3_CUTS,
    (x) => `${ROUND3_SALT}${x.essay.id}:${x.cut.start}:${x.cut.end}`,
  );
  if (labelMode) {
    for (const [round, draw] of [
      [2, drawn],
      [3, drawn3],
    ] as const)
      for (const { essay, cut } of draw) {
        const key = labelKey({ essay: essay.id, ...cut });
        const from = Math.max(0, essay.text.lastIndexOf('.', cut.start - 2) + 1);
        const to = essay.text.indexOf('.', cut.end) + 1 || essay.text.length;
        console.log(`\n[${labels.get(key)?.label ?? 'unread'}] round ${round} ${key} (${cut.kind})`);
        console.log(`  before: ${essay.text.slice(from, to).trim()}`);
        console.log(
          `  after:  ${applyCuts(essay.text, [cut])
            .slice(from, to - cut.end + cut.start + cut.replacement.length)
            .trim()}`,
        );
        if (!labels.has(key))
          labels.set(key, {
            essay: essay.id,
            start: cut.start,
            end: cut.end,
            replacement: cut.replacement,
            kind: cut.kind,
            label: 'unread',
            ...(round === 3 ? { round, rule: round3Rule(cut) } : {}),
          });
      }
    // Every row read in any round stays: the labels are the record of what was read.
    writeFileSync(LABELS, `${[...labels.values()].map((l) => JSON.stringify(l)).join('\n')}\n`);
    return;
  }

  /** Words each essay of a group must lose to fit −15 %. */
  const needed = (group: Essay['group']) =>
    rows.filter((r) => r.essay.group === group).map((r) => r.words - Math.floor(r.words * 0.85));
  const lines: string[] = [
    '# Word-limit surgeon (npm run bench:trim)',
    '',
    `Run: ${new Date().toISOString().slice(0, 10)}. Essays: the ${rows.filter((r) => r.essay.group === 'college').length} real college-application essays of the dev half of`,
    `liang2023_detector_bias (the population served) and ${rows.filter((r) => r.essay.group === 'asap').length} ASAP essays (sets 1, 2, 7, 8; seeded sample, seed ${SEED}).`,
    'Each essay gets a limit 15 % and 30 % below its own word count; the cuts are applied in rank order until',
    'it fits (what "Apply until it fits" does), or all of them when they cannot reach it.',
    '',
    '## Brought within the limit by the cuts alone (targets ≥ 90 % at −15 %, ≥ 60 % at −30 %)',
    '',
    '| essays | n | fit at −15 % | fit at −30 % | wording cuts alone: fit at −15 % / −30 % | words the offered cuts save (median share of the essay, −15 %) | max share | cuts offered per essay (median) | words saved per cut (median) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, group] of [
    ['college (dev)', 'college'],
    ['ASAP', 'asap'],
  ] as const) {
    const g = rows.filter((r) => r.essay.group === group);
    const saved = g.flatMap((r) => r.offered.map((c) => c.words_saved));
    lines.push(
      `| ${name} | ${g.length} | ${share(g.filter((r) => r.fits[15]).length, g.length)} | ${share(g.filter((r) => r.fits[30]).length, g.length)} | ${share(g.filter((r) => r.fitsWording[15]).length, g.length)} / ${share(g.filter((r) => r.fitsWording[30]).length, g.length)} | ${(100 * median(g.map((r) => r.savedShare))).toFixed(1)} % | ${(100 * Math.max(0, ...g.map((r) => r.savedShare))).toFixed(1)} % | ${median(g.map((r) => r.offered.length))} | ${median(saved)} |`,
    );
  }
  const kinds = new Map<string, { proposed: number; offered: number; saved: number }>();
  const kind = (k: string) => kinds.get(k) ?? kinds.set(k, { proposed: 0, offered: 0, saved: 0 }).get(k)!;
  for (const r of rows) {
    for (const c of r.cuts) kind(c.kind).proposed++;
    for (const c of r.offered) {
      kind(c.kind).offered++;
      kind(c.kind).saved += c.words_saved;
    }
  }
  lines.push(
    '',
    '| kind of cut | proposed | offered at −15 % (the rest would lower the review) | words the offered ones save (total) |',
    '|---|---|---|---|',
  );
  for (const [k, n] of kinds) lines.push(`| ${k} | ${n.proposed} | ${n.offered} | ${n.saved} |`);

  lines.push(
    '',
    `Why the share targets are out of reach: at −15 % a college essay must lose a median ${median(needed('college'))} words (ASAP ${median(needed('asap'))});`,
    'the cuts that keep the meaning save a median of 1 word each and a fraction of a percent of the essay, because',
    'a polished essay has little wording to spare (a wordy phrase or an intensifier per essay; round 3 added',
    'the compressions a writing coach uses and they are rarer still: 23 cuts in about 690 essays). Cutting ~100 words',
    'means cutting sentences, and every rule that chose sentences failed the precision target when read: the',
    'weakest sentence of a paragraph kept the meaning in 7 of 29 (24 %), a sentence repeating an earlier one',
    "(content-word overlap ≥ 90 %) in 0 of 3 (they shared the essay's topic words, not its point), an opening",
    "frame ('I remember the …') in 0 of 3. So the cuts offered stay the ones that keep the meaning, sentence",
    'cuts (a repeat of the sentence before, a summary before a scene, an aside) are listed apart for the student',
    "to read, and the rest of the cut is the student's: the targets (≥ 90 % / ≥ 60 % fit) are not met.",
    '',
    '## Scores after trimming vs before (must not fall; content not down more than 2 points)',
    '',
    'With the limit: both reviews with the limit the student set (what they see: the over-limit essay, then',
    'the trimmed one). Without a limit: only what the cuts did to the writing. The cuts offered are the ones',
    "that keep both reviews: the trimmed essay is reviewed each way (the engine's own review, run on the",
    'trimmed text), and a cut goes when it lowers the overall score, takes content down more than 2 points or',
    "adds a flagged problem (server/analysis/trim/keep-score.ts). What it caught: 'Prior to attending …, my",
    "paradigm' -> 'Before attending …' is the dangling opening a rule flags (grammar −4); cuts that thin the",
    "thread from sentence to sentence ('Sentences that do not follow from one another', −1 to −5 with the",
    "limit); 'I think we …' / 'I feel that …' taking the writer's first person (voice −1 to −2); and the",
    'same slips in fewer words (error rates are per 100 words). Filler cuts also leave the essay its everyday',
    "words ('really', 'just') down to a usual 2 per 100 words, which the AI-detection reading counts as voice.",
    '',
    '| reviewed | limit | essays trimmed | overall: mean change | overall: fell / rose | overall: worst | content: mean change | content: worst |',
    '|---|---|---|---|---|---|---|---|',
  );
  const mean = (xs: number[]) => (xs.length ? round1(xs.reduce((s, x) => s + x, 0) / xs.length) : 0);
  const scoreRows = (table: Diffs, how: string) => {
    for (const cutBy of [15, 30]) {
      const d = table[cutBy]!;
      lines.push(
        `| ${how} | −${cutBy} % | ${d.changed} | ${mean(d.overall)} | ${d.overall.filter((x) => x < 0).length} / ${d.overall.filter((x) => x > 0).length} | ${Math.min(0, ...d.overall)} | ${mean(d.content)} | ${Math.min(0, ...d.content)} |`,
      );
    }
  };
  scoreRows(limitDiffs, 'with the limit');
  scoreRows(scoreDiffs, 'without a limit');

  const read = drawn.map(({ essay, cut }) => labels.get(labelKey({ essay: essay.id, ...cut })));
  const keeps = read.filter((l) => l?.label === 'keeps-meaning').length;
  const harms = read.filter((l) => l?.label === 'harms-meaning');
  const unread = read.filter((l) => !l || l.label === 'unread').length;
  lines.push(
    '',
    `## Hand-read sample (target ≥ 90 % keep the meaning)`,
    '',
    `${drawn.length} cuts drawn with seed ${SEED} from the ${every.length} proposed; labels in bench/labels/trim-cuts.jsonl`,
    '(essay id and offsets only: the corpus text stays in ../shared/corpora; `npx tsx bench/trim.ts --label` shows them in context).',
    '',
    `Keeps the meaning: ${keeps} of ${drawn.length - unread} read (${share(keeps, drawn.length - unread)})${unread ? `; ${unread} not read yet (the engine changed since the labels: run --label)` : ''}.`,
  );
  for (const h of harms)
    lines.push(`- harms: ${h!.kind} at ${h!.essay}:${h!.start}${h!.note ? ` (${h!.note})` : ''}`);
  lines.push('', ...roundThree(labels), '', ...READING_HISTORY);
  writeFileSync(RESULTS, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

await main();

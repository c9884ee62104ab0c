// Passage map figures: Liang et al.'s real college-application essays with two passages replaced by
// paragraphs of a GPT-written college essay (same split), as a student who pasted generated
// paragraphs into their own essay would submit it. Reports the share of replaced passages the
// engine marks machine-like and the share of untouched ones it marks. Runs in-process on the AI
// features only (no lint pass). `npx tsx bench/quality-ai-passages.ts` prints both splits at
// several thresholds, to choose PASSAGE_MARK_BELOW on the fit split.
import { parseEssay } from '../server/analysis/nlp/parse';
import { getWink } from '../server/analysis/nlp/resources';
import { getLexicon } from '../server/analysis/spell/corrector';
import { PASSAGE_MARK_BELOW, passageSpans, scorePassages } from '../server/analysis/analyzers/ai-passages';
import { collectDetectorBiasDocs } from './essay-docs';
import { hash, splitOf } from './corpus';

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

interface Spliced {
  /** The real essay the passages were pasted into. */
  id: string;
  text: string;
  /** Character ranges of the GPT-written passages. */
  replaced: Array<[number, number]>;
}

/** GPT paragraphs of 60–200 words (short neighbours joined), from one split's GPT college essays. */
function gptParagraphs(split: 'fit' | 'heldout'): string[] {
  const out: string[] = [];
  for (const d of collectDetectorBiasDocs()) {
    if (!d.group.startsWith('liang_college_gpt') || splitOf(d.id) !== split) continue;
    let acc = '';
    for (const p of d.text.split(/\n\s*\n/).map((x) => x.trim())) {
      acc = acc ? `${acc} ${p}` : p;
      if (words(acc) >= 60) {
        if (words(acc) <= 200) out.push(acc);
        acc = '';
      }
    }
  }
  return out;
}

/** Real essays of the split, each with its 2nd and 4th passages replaced by GPT paragraphs. */
export function splicedEssays(split: 'fit' | 'heldout'): Spliced[] {
  const gpt = gptParagraphs(split);
  const out: Spliced[] = [];
  if (!gpt.length) return out;
  for (const d of collectDetectorBiasDocs()) {
    if (d.group !== 'liang_college' || splitOf(d.id) !== split) continue;
    const spans = passageSpans(parseEssay(d.text));
    if (spans.length < 4) continue;
    const h = hash(d.id);
    const parts: Array<{ text: string; gpt: boolean }> = spans.map((s, i) =>
      i === 1 || i === 3
        ? { text: gpt[(h + i * 7) % gpt.length]!, gpt: true }
        : { text: d.text.slice(s.start, s.end), gpt: false },
    );
    let text = '';
    const replaced: Array<[number, number]> = [];
    for (const p of parts) {
      if (text) text += '\n\n';
      if (p.gpt) replaced.push([text.length, text.length + p.text.length]);
      text += p.text;
    }
    out.push({ id: d.id, text, replaced });
  }
  return out;
}

export interface PassageFigures {
  essays: number;
  replaced: number;
  replacedMarked: number;
  untouched: number;
  untouchedMarked: number;
  /** Passages of the split's real college essays as written (nothing pasted in). */
  unedited: number;
  uneditedMarked: number;
}

export function passageFigures(split: 'fit' | 'heldout', threshold = PASSAGE_MARK_BELOW): PassageFigures {
  const f: PassageFigures = {
    essays: 0,
    replaced: 0,
    replacedMarked: 0,
    untouched: 0,
    untouchedMarked: 0,
    unedited: 0,
    uneditedMarked: 0,
  };
  for (const d of collectDetectorBiasDocs()) {
    if (d.group !== 'liang_college' || splitOf(d.id) !== split) continue;
    for (const p of scorePassages(parseEssay(d.text))) {
      f.unedited++;
      if (p.human < threshold) f.uneditedMarked++;
    }
  }
  for (const s of splicedEssays(split)) {
    f.essays++;
    for (const p of scorePassages(parseEssay(s.text))) {
      // A passage counts as replaced when most of it is GPT-written text.
      const inside = s.replaced.reduce(
        (a, [x, y]) => a + Math.max(0, Math.min(y, p.end) - Math.max(x, p.start)),
        0,
      );
      const marked = p.human < threshold;
      if (inside * 2 > p.end - p.start) {
        f.replaced++;
        if (marked) f.replacedMarked++;
      } else {
        f.untouched++;
        if (marked) f.untouchedMarked++;
      }
    }
  }
  return f;
}

const pc = (k: number, n: number) => `${((k * 100) / Math.max(1, n)).toFixed(1)} % (${k} of ${n})`;

export function passageTable(): string[] {
  getWink();
  getLexicon();
  const out = [
    '### Passage map: real college essays with two passages replaced by GPT-written paragraphs',
    '',
    `A passage (a paragraph, or about 120 words at sentence ends) is scored on its own and against the essay's`,
    `other passages (server/analysis/analyzers/ai-passage-model.ts, fitted by bench/fit-passages.ts) and marked`,
    `machine-like below human-ness ${PASSAGE_MARK_BELOW}, chosen on the fit split. Liang et al.'s real college essays (same`,
    'split), their 2nd and 4th passages replaced by paragraphs of GPT-written college essays of the same split;',
    'the last column is the same real essays as written.',
    '',
    '| split | essays | replaced passages marked | untouched passages marked | passages of the unedited essays marked |',
    '|---|---|---|---|---|',
  ];
  for (const split of ['fit', 'heldout'] as const) {
    const f = passageFigures(split);
    out.push(
      `| ${split} | ${f.essays} | ${pc(f.replacedMarked, f.replaced)} | ${pc(f.untouchedMarked, f.untouched)} | ${pc(f.uneditedMarked, f.unedited)} |`,
    );
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  getWink();
  getLexicon();
  for (const t of [15, PASSAGE_MARK_BELOW, 30])
    for (const split of ['fit', 'heldout'] as const) {
      const f = passageFigures(split, t);
      console.log(
        `below ${t} ${split}: replaced ${pc(f.replacedMarked, f.replaced)}, untouched ${pc(f.untouchedMarked, f.untouched)}, unedited ${pc(f.uneditedMarked, f.unedited)}`,
      );
    }
}

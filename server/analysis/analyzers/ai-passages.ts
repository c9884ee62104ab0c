// Where, not only whether: the essay is cut into passages (its paragraphs, long ones into windows of
// about 120 words at sentence ends, short ones joined to the next) and each passage is scored two
// ways at once (ai-passage-model.ts): how generic it reads on its own, and how it differs from the
// same writer's other passages. Pasted generated paragraphs stand out against a student's own
// baseline (fewer names and quoted words, less first-person voice, longer words than the rest)
// even when the essay as a whole still reads human-written, so a student who pasted two generated
// paragraphs into their own essay sees which.
import { parseEssay, type ParsedEssay } from '../nlp/parse';
import { aiFeatures, reflowHardWrapped, transformFeatures } from './ai-features';
import {
  PASSAGE_MODEL,
  type PassageMeasure,
  type PassageMeasures,
  type PassageModel,
} from './ai-passage-model';
import { median } from './stats';

/** A passage is cut once it reaches this many words… */
const TARGET_WORDS = 120;
/** …and none is left shorter than this (a short paragraph joins the next one). */
const MIN_PASSAGE_WORDS = 60;

// Human-ness (0–100) below which a passage is marked. A 120-word passage is a noisy sample, so the
// bar is set for precision on the fit split (bench/fit-passages.ts, 5-fold cross-validation by
// essay): 62 % of GPT passages spliced into real college essays marked, none of the untouched
// passages beside them, 5 % of the passages of unedited college essays and 0.2 % of English
// learners' and school essays' passages. bench:quality reports both splits.
export const PASSAGE_MARK_BELOW = 22;

export interface Passage {
  start: number;
  end: number;
  words: number;
  /** Human-ness of the passage, 0–100: on its own and against the essay's other passages. */
  human: number;
  machineLike: boolean;
}

interface Span {
  start: number;
  end: number;
  words: number;
}

/** Sentence-aligned spans of about TARGET_WORDS words that never cross a paragraph break. */
export function passageSpans(essay: ParsedEssay): Span[] {
  // Hard-wrapped text (a line break every ~70 characters) has no real paragraphs: one block.
  const oneBlock = reflowHardWrapped(essay.text) !== null;
  const spans: Span[] = [];
  let cur: Span | null = null;
  let paragraph = -1;
  for (const s of essay.sentences) {
    if (s.wordCount === 0) continue;
    const breakHere = !oneBlock && s.paragraph !== paragraph;
    paragraph = s.paragraph;
    if (cur && (breakHere || cur.words >= TARGET_WORDS)) {
      spans.push(cur);
      cur = null;
    }
    if (!cur) cur = { start: s.start, end: s.end, words: 0 };
    cur.end = s.end;
    cur.words += s.wordCount;
  }
  if (cur) spans.push(cur);
  // Join short spans to the next (the last one to the one before), so every passage is long
  // enough to measure.
  const joined: Span[] = [];
  for (const s of spans) {
    const prev = joined[joined.length - 1];
    if (prev && prev.words < MIN_PASSAGE_WORDS) {
      prev.end = s.end;
      prev.words += s.words;
    } else joined.push({ ...s });
  }
  const last = joined[joined.length - 1];
  if (joined.length > 1 && last && last.words < MIN_PASSAGE_WORDS) {
    const prev = joined[joined.length - 2]!;
    prev.end = last.end;
    prev.words += last.words;
    joined.pop();
  }
  return joined;
}

const per100 = (k: number, n: number) => Math.log1p((k * 100) / Math.max(1, n));

// A passage's measures depend on its text alone: a revised draft re-measures only the passages
// that changed (each measure re-reads the passage with wink).
const MEASURES_CACHE_MAX = 500;
const measuresCache = new Map<string, Readonly<PassageMeasures>>();

/** The measures of one stretch of the essay, taken on its own. */
export function passageMeasures(text: string): Readonly<PassageMeasures> {
  const hit = measuresCache.get(text);
  if (hit) return hit;
  const measures = measurePassage(text);
  measuresCache.set(text, measures);
  if (measuresCache.size > MEASURES_CACHE_MAX) measuresCache.delete(measuresCache.keys().next().value!);
  return measures;
}

function measurePassage(text: string): PassageMeasures {
  const flat = reflowHardWrapped(text) === null ? text : text.replace(/\s*\n\s*/g, ' ');
  const p = parseEssay(flat);
  const f = transformFeatures(aiFeatures(p, [])) as unknown as Record<string, number>;
  const n = p.words.length;
  // Concreteness: names and places, numbers, quoted words. A student's own paragraphs have them
  // where a generated one speaks in general terms.
  const names = p.words.filter((t) => t.pos === 'PROPN').length;
  const numbers = p.words.filter((t) => t.pos === 'NUM').length;
  const quotes = p.text.match(/["“”]/g)?.length ?? 0;
  return {
    ...f,
    names: per100(names, n),
    numbers: per100(numbers, n),
    quotes: per100(quotes, n),
  } as PassageMeasures;
}

/**
 * Log-odds that each passage is machine-like: its own measures, plus each contrast measure minus
 * the median of the essay's other passages (so one pasted passage does not hide another).
 */
export function passageLogits(ms: PassageMeasures[], model: PassageModel = PASSAGE_MODEL): number[] {
  const term = (part: PassageModel['own'], k: PassageMeasure, x: number) =>
    (part.weights[k] ?? 0) * ((x - (part.means[k] ?? 0)) / (part.scales[k] ?? 1));
  return ms.map((m, i) => {
    let z = model.intercept;
    for (const k of Object.keys(model.own.weights) as PassageMeasure[]) z += term(model.own, k, m[k]);
    for (const k of Object.keys(model.contrast.weights) as PassageMeasure[]) {
      const others = ms.filter((_, j) => j !== i).map((o) => o[k]);
      z += term(model.contrast, k, m[k] - median(others));
    }
    return z;
  });
}

export function scorePassages(essay: ParsedEssay): Passage[] {
  const spans = passageSpans(essay);
  // One passage is the whole essay: it says nothing the essay-level estimate does not.
  if (spans.length < 2) return [];
  const z = passageLogits(spans.map((s) => passageMeasures(essay.text.slice(s.start, s.end))));
  return spans.map((s, i) => {
    const human = 100 / (1 + Math.exp(z[i]!));
    return { ...s, human: Math.round(human), machineLike: human < PASSAGE_MARK_BELOW };
  });
}

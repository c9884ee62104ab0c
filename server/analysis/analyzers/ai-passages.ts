// Where, not only whether: the essay is cut into passages (its paragraphs, long ones into windows of
// about 120 words at sentence ends, short ones joined to the next) and each passage gets the same
// kind of fitted estimate as the whole essay (PASSAGE_MODEL, fitted on passages). A passage is marked machine-like only when it reads clearly
// so on its own, so a student who pasted two generated paragraphs into their own essay sees which.
import { parseEssay, type ParsedEssay } from '../nlp/parse';
import { aiFeatures, reflowHardWrapped } from './ai-features';
import { humanProbability, PASSAGE_MODEL } from './ai-model';

/** A passage is cut once it reaches this many words… */
const TARGET_WORDS = 120;
/** …and none is left shorter than this (a short paragraph joins the next one). */
const MIN_PASSAGE_WORDS = 60;

// Human-ness (0–100) below which a passage is marked. A 120-word passage is a noisy sample, so the
// bar is set for precision: on the fit split of Liang et al.'s real college essays with GPT
// paragraphs spliced in (bench/quality-ai-passages.ts), 25 % of the GPT passages and 2 % of the
// untouched ones fall below 15; at 25 it would be 50 % and 7 %, too many false marks on a student's
// own words.
export const PASSAGE_MARK_BELOW = 15;

export interface Passage {
  start: number;
  end: number;
  words: number;
  /** Human-ness of the passage alone, 0–100. */
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

/** Human-ness of one stretch of the essay, measured on its own. */
function passageHuman(text: string): number {
  const flat = reflowHardWrapped(text) === null ? text : text.replace(/\s*\n\s*/g, ' ');
  return Math.round(humanProbability(aiFeatures(parseEssay(flat), []), PASSAGE_MODEL) * 100);
}

export function scorePassages(essay: ParsedEssay): Passage[] {
  const spans = passageSpans(essay);
  // One passage is the whole essay: it says nothing the essay-level estimate does not.
  if (spans.length < 2) return [];
  return spans.map((s) => {
    const human = passageHuman(essay.text.slice(s.start, s.end));
    return { ...s, human, machineLike: human < PASSAGE_MARK_BELOW };
  });
}

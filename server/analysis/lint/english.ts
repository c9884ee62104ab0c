// Is a chunk English prose at all? A sentence of another language (a grandmother's words quoted
// in Spanish or Tagalog) or of keyboard noise is not linted: every word of it would come back as
// a misspelling, which is wrong for a quotation, and harper's suggestions for words far from any
// English word are its slowest path (~2 ms a word), so pasted noise cost seconds per page.
import { getFrequencies } from '../nlp/resources';
import { STOPWORDS } from '../lexicon/stopwords';
import { SpanIndex } from '../nlp/spans';
import { splitChunks } from './chunks';

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
/** Fewer words than this are too few to judge: short chunks are always linted. */
const MIN_WORDS_TO_JUDGE = 6;
/** Learners' most misspelled sentences keep well over half their words known; noise has ~5 %. */
const MIN_KNOWN_SHARE = 0.35;

// Spanish is the other language students most often write a passage in. The frequency list,
// drawn from subtitles, knows "la", "es", "vida" and "para", so a Spanish sentence passes the
// known-word share; its function words, outnumbering English ones (STOPWORDS), give it away.
const SPANISH_FUNCTION = new Set(
  'que los las el es y con para por una muy porque pero del como está esta mi yo lo se su sus también cuando donde más nos tiene ser estar todo todos hay puede son al le les sin sobre entre ya eso esto'.split(
    ' ',
  ),
);
/** A Spanish sentence has one function word in four or five; English prose almost none ("son"). */
const MIN_SPANISH_SHARE = 0.15;

export function looksLikeEnglish(text: string): boolean {
  const words = text.match(WORD);
  if (!words || words.length < MIN_WORDS_TO_JUDGE) return true;
  const freq = getFrequencies();
  let known = 0;
  let english = 0;
  let spanish = 0;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (freq.has(lower)) known++;
    if (STOPWORDS.has(lower)) english++;
    if (SPANISH_FUNCTION.has(lower)) spanish++;
  }
  if (spanish / words.length >= MIN_SPANISH_SHARE && spanish > english) return false;
  return known / words.length >= MIN_KNOWN_SHARE;
}

// A quotation in another language inside an English sentence: judged on its own words.
const QUOTED_PASSAGE = /["“]([^"“”\n]{3,400})["”]/g;
const MIN_QUOTE_WORDS = 3;
/** Quoted English, even a learner's, keeps most words common; a quoted Spanish proverb does not. */
const MIN_QUOTE_KNOWN_SHARE = 0.5;
/** Subtitles lend the frequency list some foreign words ("comida"), but rarely: count common ones. */
const COMMON = 30;

/** Spans of quotations that are not English (their words are not misspellings). */
export function foreignQuotes(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const freq = getFrequencies();
  for (const m of text.matchAll(QUOTED_PASSAGE)) {
    const words = m[1]!.match(WORD) ?? [];
    if (words.length < MIN_QUOTE_WORDS) continue;
    const known = words.filter((w) => (freq.get(w.toLowerCase()) ?? 0) >= COMMON).length;
    if (known / words.length < MIN_QUOTE_KNOWN_SHARE)
      out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Everything left unchecked for spelling: sentences that do not read as English and quotations in
 * another language, trimmed to their words, in text order. The student is told, so an unflagged
 * passage is not taken for a clean one.
 */
export function uncheckedPassages(text: string): Array<{ start: number; end: number }> {
  const spans = splitChunks(text)
    .filter((c) => !looksLikeEnglish(c.text))
    .map((c) => trimmed(c.start, c.text));
  const inside = new SpanIndex(spans);
  for (const q of foreignQuotes(text)) if (!inside.overlaps(q.start, q.end)) spans.push(q);
  return spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
}

function trimmed(start: number, chunk: string): { start: number; end: number } {
  const lead = chunk.length - chunk.trimStart().length;
  return { start: start + lead, end: start + chunk.trimEnd().length };
}

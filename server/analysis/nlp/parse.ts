// Turns an essay into paragraphs, sentences and tokens with exact UTF-16 offsets, so every
// finding can point at the words it is about. wink-nlp tokenises and tags; offsets come from
// scanning the original text, because wink does not report them.
import { getWink } from './resources';
import { LineIndex } from './lines';

export interface Token {
  /**
   * The token as written, except that a curly apostrophe reads as a straight one ("she’s" ->
   * "she's"), so no rule has to remember both; the essay's own characters are at [start, end).
   */
  text: string;
  lower: string;
  start: number;
  end: number;
  pos: string;
  lemma: string;
  isWord: boolean;
  sentence: number;
}

export interface Sentence {
  index: number;
  start: number;
  end: number;
  text: string;
  paragraph: number;
  /** Token index range [tokenStart, tokenEnd). */
  tokenStart: number;
  tokenEnd: number;
  wordCount: number;
}

export interface Paragraph {
  index: number;
  start: number;
  end: number;
  text: string;
  sentenceStart: number;
  sentenceEnd: number;
}

export interface ParsedEssay {
  text: string;
  tokens: Token[];
  words: Token[];
  sentences: Sentence[];
  paragraphs: Paragraph[];
  lines: LineIndex;
  wordCount: number;
  charCount: number;
}

const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’.-]*$/u;

/** Paragraphs are blank-line separated; with no blank line at all, each line is one. */
export function splitParagraphs(text: string): Array<{ start: number; end: number }> {
  // Text pasted without its line breaks often keeps a paragraph's indent or gap as a run of
  // spaces after a sentence's end ("the truth.          Okay, so"): with no newline at all, such
  // a run is the paragraph break.
  const sep = /\n[ \t\r]*\n/.test(text)
    ? /\n[ \t\r]*\n\s*/g
    : text.includes('\n')
      ? /\n\s*/g
      : /(?<=[.!?]["”’)]?)(?: {4,}|\t+ *)/g;
  const out: Array<{ start: number; end: number }> = [];
  let last = 0;
  const push = (s: number, e: number) => {
    while (s < e && /\s/.test(text[s] ?? '')) s++;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    if (e > s) out.push({ start: s, end: e });
  };
  for (const m of text.matchAll(sep)) {
    push(last, m.index);
    last = m.index + m[0].length;
  }
  push(last, text.length);
  return out;
}

/** Counts words the way the length chip does: runs of letters/digits with inner apostrophes or hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** wink's reading of one paragraph: token values, tags, lemmas and sentence token ranges. */
interface WinkParagraph {
  values: string[];
  pos: string[];
  lemma: string[];
  sentences: Array<[first: number, last: number]>;
}

// wink reads each paragraph on its own, so its reading depends on the paragraph text alone: a
// revised draft re-reads only the paragraphs that changed.
const PARAGRAPH_CACHE_MAX = 1000;
const paragraphCache = new Map<string, WinkParagraph>();

function readParagraph(ptext: string): WinkParagraph {
  const hit = paragraphCache.get(ptext);
  if (hit) {
    paragraphCache.delete(ptext); // refresh LRU position
    paragraphCache.set(ptext, hit);
    return hit;
  }
  const nlp = getWink();
  const its = nlp.its;
  const doc = nlp.readDoc(ptext);
  const sentences: WinkParagraph['sentences'] = [];
  doc.sentences().each((s: { tokens(): { itemAt(i: number): { index(): number }; length(): number } }) => {
    const st = s.tokens();
    sentences.push([st.itemAt(0).index(), st.itemAt(st.length() - 1).index()]);
  });
  const read: WinkParagraph = {
    values: doc.tokens().out() as string[],
    pos: doc.tokens().out(its.pos) as string[],
    // wink's typings do not accept its.lemma here though the runtime does.
    lemma: doc.tokens().out(its.lemma as unknown as typeof its.pos) as string[],
    sentences,
  };
  paragraphCache.set(ptext, read);
  if (paragraphCache.size > PARAGRAPH_CACHE_MAX) {
    const oldest = paragraphCache.keys().next().value;
    if (oldest !== undefined) paragraphCache.delete(oldest);
  }
  return read;
}

// wink's tokenizer is quadratic in the length of a run without spaces (a 20,000-character
// "word" takes seconds), so a run longer than any prose has is read in pieces of its own.
const LONG_RUN = /\S{256,}/g;
const HAS_LONG_RUN = /\S{256}/;
const RUN_PIECE = 64;

function readLongParagraph(ptext: string): WinkParagraph {
  if (!HAS_LONG_RUN.test(ptext)) return readParagraph(ptext);
  const parts: string[] = [];
  let last = 0;
  for (const m of ptext.matchAll(LONG_RUN)) {
    if (m.index > last) parts.push(ptext.slice(last, m.index));
    const end = m.index + m[0].length;
    for (let p = m.index; p < end;) {
      let cut = Math.min(end, p + RUN_PIECE);
      const c = ptext.charCodeAt(cut - 1);
      if (cut < end && c >= 0xd800 && c <= 0xdbff) cut--; // keep surrogate pairs whole
      parts.push(ptext.slice(p, cut));
      p = cut;
    }
    last = end;
  }
  if (last < ptext.length) parts.push(ptext.slice(last));
  const out: WinkParagraph = { values: [], pos: [], lemma: [], sentences: [] };
  for (const part of parts) {
    if (!part.trim()) continue;
    const read = readParagraph(part);
    const base = out.values.length;
    for (let i = 0; i < read.values.length; i++) {
      out.values.push(read.values[i]!);
      out.pos.push(read.pos[i] ?? 'X');
      out.lemma.push(read.lemma[i] ?? read.values[i]!);
    }
    for (const [first, last] of read.sentences) out.sentences.push([base + first, base + last]);
  }
  return out;
}

export function parseEssay(text: string): ParsedEssay {
  const tokens: Token[] = [];
  const sentences: Sentence[] = [];
  const paragraphs: Paragraph[] = [];
  for (const para of splitParagraphs(text)) {
    // wink reads "she’s" and "she's" differently (one token or two, another tag), so it reads the
    // paragraph with straight apostrophes: the same length, so every offset holds.
    const ptext = text.slice(para.start, para.end).replace(/’/g, "'");
    const { values, pos, lemma, sentences: ranges } = readLongParagraph(ptext);
    const base = tokens.length;
    let cursor = 0;
    values.forEach((value, i) => {
      // Searched within reach only, so a token wink ever normalised costs no scan of the rest.
      const near = ptext.substring(cursor, cursor + 64 + value.length).indexOf(value);
      const found = near >= 0 ? cursor + near : -1;
      // wink returns literal slices; if one is ever normalised, keep the cursor and give it an empty span.
      const at = found >= 0 && found - cursor < 64 ? found : cursor;
      const len = found === at ? value.length : 0;
      cursor = at + len;
      tokens.push({
        text: value,
        lower: value.toLowerCase(),
        start: para.start + at,
        end: para.start + at + len,
        pos: pos[i] ?? 'X',
        lemma: (lemma[i] ?? value).toLowerCase(),
        isWord: WORD.test(value),
        sentence: -1,
      });
    });
    const sentenceStart = sentences.length;
    for (const [first, last] of ranges) {
      let from = base + first;
      for (let i = from; i < base + last; i++)
        if (endsWithI(tokens, i)) {
          pushSentence(text, tokens, sentences, paragraphs.length, from, i + 1);
          from = i + 1;
        }
      pushSentence(text, tokens, sentences, paragraphs.length, from, base + last + 1);
    }
    paragraphs.push({
      index: paragraphs.length,
      start: para.start,
      end: para.end,
      text: ptext,
      sentenceStart,
      sentenceEnd: sentences.length,
    });
  }
  const words = tokens.filter((t) => t.isWord);
  return {
    text,
    tokens,
    words,
    sentences,
    paragraphs,
    lines: new LineIndex(text),
    wordCount: countWords(text),
    charCount: text.length,
  };
}

/**
 * "… between my sister and I. We still talk": wink reads "I." as an initial and runs the two
 * sentences together. After a lower-case word and before a capital it ends the sentence (a
 * middle initial, "John I. Smith", has a name before it).
 */
function endsWithI(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return (
    t.text === 'I.' &&
    !!before &&
    /^\p{Ll}/u.test(before.text) &&
    !!after &&
    /^["“(]?\p{Lu}/u.test(after.text)
  );
}

function pushSentence(
  text: string,
  tokens: Token[],
  sentences: Sentence[],
  paragraph: number,
  tokenStart: number,
  tokenEnd: number,
): void {
  const first = tokens[tokenStart];
  const last = tokens[tokenEnd - 1];
  if (!first || !last) return;
  let wordCount = 0;
  for (let i = tokenStart; i < tokenEnd; i++) {
    const t = tokens[i];
    if (!t) continue;
    t.sentence = sentences.length;
    if (t.isWord) wordCount++;
  }
  sentences.push({
    index: sentences.length,
    start: first.start,
    end: last.end,
    text: text.slice(first.start, last.end),
    paragraph,
    tokenStart,
    tokenEnd,
    wordCount,
  });
}

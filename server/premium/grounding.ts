// Grounding: a quote the model cites must occur verbatim in the essay, or it is dropped. "Verbatim"
// forgives only what a faithful copy can change without changing the words: Unicode compatibility
// forms, curly vs straight quotes, dash variants, runs of whitespace, invisible characters, and
// punctuation or quote marks wrapped around the whole quote. Case, words and word order must match,
// and the quote must start and end on word boundaries. The essay's own text is what gets shown.
import type { Location } from '../../shared/analysis/feedback';
import { LineIndex } from '../analysis/nlp/lines';

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

interface Normalised {
  text: string;
  /** For each character of `text`, the UTF-16 offset in the original it came from. */
  origin: number[];
}

/** Normalises `source` one code point at a time, remembering where each output character came from. */
export function normalise(source: string): Normalised {
  // An array, not string concatenation: reading the last character of a growing string flattens it
  // every time, which made a 5,000-word essay take hundreds of milliseconds.
  const out: string[] = [];
  const origin: number[] = [];
  let offset = 0;
  for (const cp of source) {
    const at = offset;
    offset += cp.length;
    let mapped: string;
    if (cp < '\u0080') mapped = cp;
    else if (INVISIBLE.test(cp)) continue;
    else if (SINGLE_QUOTES.test(cp)) mapped = "'";
    else if (DOUBLE_QUOTES.test(cp)) mapped = '"';
    else if (DASHES.test(cp)) mapped = '-';
    else mapped = cp.normalize('NFKD');
    for (const ch of mapped) {
      const last = out[out.length - 1];
      if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t' || /\s/.test(ch)) {
        // Whitespace collapses to one space, and none is kept next to a dash ("a — b" = "a—b").
        if (last === ' ' || last === '-' || last === undefined) continue;
        out.push(' ');
      } else if (ch === '-') {
        if (last === '-') continue; // "--" and "—" are the same dash
        if (last === ' ') {
          out.pop();
          origin.pop();
        }
        out.push(ch);
      } else {
        out.push(ch);
      }
      origin.push(at);
    }
  }
  if (out[out.length - 1] === ' ') {
    out.pop();
    origin.pop();
  }
  return { text: out.join(''), origin };
}

/** Strips what a model wraps around a quote: outer quote marks, ellipses and edge punctuation. */
function unwrap(quote: string): string {
  let q = quote.trim();
  for (let before = ''; before !== q;) {
    before = q;
    q = q
      .replace(/^(?:\.\.\.|…)\s*/, '')
      .replace(/\s*(?:\.\.\.|…)$/, '')
      .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
      .replace(/^[\s,;:.!?()[\]-]+|[\s,;:.!?()[\]-]+$/g, '')
      .trim();
  }
  return q;
}

export interface Match {
  start: number;
  end: number;
  /** The essay's own text for the match (what is shown to the student). */
  text: string;
  location: Location;
}

export class EssayGrounding {
  private readonly norm: Normalised;
  private readonly lines: LineIndex;
  /** Quotes the model cited that are not in the essay. */
  dropped = 0;

  constructor(private readonly essay: string) {
    this.norm = normalise(essay);
    this.lines = new LineIndex(essay);
  }

  /** Where `quote` occurs verbatim (modulo the forgiven differences), or null. Counts misses. */
  find(quote: string): Match | null {
    const match = this.locate(quote);
    if (!match && quote.trim()) this.dropped++;
    return match;
  }

  /** The grounded quotes of a list, in the essay's own words; the rest are dropped and counted. */
  filter(quotes: readonly string[]): string[] {
    const kept: string[] = [];
    for (const q of quotes) {
      const m = this.find(q);
      if (m && !kept.includes(m.text)) kept.push(m.text);
    }
    return kept;
  }

  private locate(quote: string): Match | null {
    const needle = normalise(unwrap(quote)).text;
    // Too short to be evidence of anything ("I", "a,") and trivially present.
    if (needle.replace(/[^\p{L}\p{N}]/gu, '').length < 3) return null;
    const hay = this.norm.text;
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
      const j = i + needle.length;
      if (WORD_CHAR.test(needle[0]!) && i > 0 && WORD_CHAR.test(hay[i - 1]!)) continue;
      if (WORD_CHAR.test(needle[needle.length - 1]!) && j < hay.length && WORD_CHAR.test(hay[j]!)) continue;
      const start = this.norm.origin[i]!;
      const lastOrigin = this.norm.origin[j - 1]!;
      let end = lastOrigin + (this.essay.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
      // Give back the closing punctuation the quote had and the essay has too ("… came back.").
      const tail = /[.!?,;:]+$/.exec(quote.trim().replace(/["'“”‘’«»]+$/, ''))?.[0];
      if (tail && this.essay.startsWith(tail, end)) end += tail.length;
      return { start, end, text: this.essay.slice(start, end), location: this.lines.location(start, end) };
    }
    return null;
  }
}

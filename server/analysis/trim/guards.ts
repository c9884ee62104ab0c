// What a cut may never take: quoted dialogue, the essay's only concrete detail of a kind (a name,
// a number, a place) and the last sentence of the reflection.
import type { ParsedEssay, Token } from '../nlp/parse';
import { SpanIndex, type Span } from '../nlp/spans';
import { REFLECTION } from '../lexicon/content-phrases';
import { compile } from '../lexicon/phrases';
import { endingInsight } from '../analyzers/craft';

const reflectionRe = compile(REFLECTION);

/**
 * Quoted stretches, per paragraph: “…” and "…" (a straight quote after a digit is an inch mark). An
 * opening mark left unclosed quotes to the paragraph's end, so a cut never lands in open dialogue.
 */
export function quotedSpans(essay: ParsedEssay): Span[] {
  const out: Span[] = [];
  for (const p of essay.paragraphs) {
    let open = -1;
    for (let i = p.start; i < p.end; i++) {
      const c = essay.text[i];
      const straight = c === '"' && !/\d/.test(essay.text[i - 1] ?? '');
      if (open < 0 && (c === '“' || straight)) open = i;
      else if (open >= 0 && (c === '”' || straight)) {
        out.push({ start: open, end: i + 1 });
        open = -1;
      }
    }
    if (open >= 0) out.push({ start: open, end: p.end });
  }
  return out;
}

const NUMBER_WORDS =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|first|second|third|\d[\d,.:]*(?:st|nd|rd|th|s|am|pm|%)?)$/i;

/**
 * A concrete detail: a number, or a capitalised name of a person or a place (not "I"; a sentence's
 * first word is capitalised anyway, and the tagger reads many of them as names).
 */
function isDetail(essay: ParsedEssay, t: Token): boolean {
  if (!t.isWord) return false;
  if (t.pos === 'NUM' || NUMBER_WORDS.test(t.text)) return true;
  if (t.pos !== 'PROPN' || !/^\p{Lu}/u.test(t.text) || t.text === 'I') return false;
  return essay.sentences[t.sentence]?.start !== t.start;
}

export interface Guards {
  quoted: SpanIndex;
  /**
   * True when [start, end) holds a name, number or place the rest of the essay never gives. Stricter
   * than "the only detail of its kind": a cut that keeps meaning only repeats what is said elsewhere.
   */
  dropsDetail(start: number, end: number): boolean;
  /**
   * Whether a cut that takes content (a sentence, an aside) may take [start, end): never from the
   * essay's last sentence (the reflection's last word), and never a sentence that reflects ('I learned', 'taught me'): the reflection is what the review values most.
   */
  mayRemoveContent(start: number, end: number): boolean;
  /**
   * False when [start, end) takes the writer's own words ('I believe that …') from a closing sentence
   * the review reads as the reflection: there the first person and its verb are the insight.
   */
  keepsInsight(start: number, end: number): boolean;
}

const FIRST_PERSON = /(?<![\p{L}'’])(?:I|me|my|we|us|our)(?![\p{L}])/u;

export function buildGuards(essay: ParsedEssay): Guards {
  // In text order (tokens are), so the details inside a span are found by binary search: a long
  // text full of numbers and filler costs no pass over every detail per cut.
  const details = essay.tokens.filter((t) => isDetail(essay, t));
  const total = new Map<string, number>();
  for (const d of details) total.set(d.lower, (total.get(d.lower) ?? 0) + 1);
  const firstFrom = (pos: number) => {
    let lo = 0;
    let hi = details.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (details[mid]!.start < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const last = essay.sentences[essay.sentences.length - 1];
  const kept = new SpanIndex([
    ...(last ? [{ start: last.start, end: last.end }] : []),
    ...[...essay.text.matchAll(reflectionRe)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
  ]);
  const insight = new SpanIndex(endingInsight(essay).sentences.map((x) => ({ start: x.start, end: x.end })));
  return {
    keepsInsight: (start, end) =>
      !insight.overlaps(start, end) || !FIRST_PERSON.test(essay.text.slice(start, end)),
    quoted: new SpanIndex(quotedSpans(essay)),
    mayRemoveContent: (start, end) => !kept.overlaps(start, end),
    dropsDetail(start, end) {
      const inside = new Map<string, number>();
      for (let i = firstFrom(start); i < details.length && details[i]!.end <= end; i++)
        inside.set(details[i]!.lower, (inside.get(details[i]!.lower) ?? 0) + 1);
      for (const [lower, n] of inside) if (total.get(lower) === n) return true;
      return false;
    },
  };
}

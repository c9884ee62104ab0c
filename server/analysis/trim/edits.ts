// How a cut becomes a clean edit of the text: the spaces around a removed word go with it, and a
// removal at a sentence's start capitalises the word that now opens it.
import type { TrimKind } from '../../../shared/analysis/trim';
import type { ParsedEssay, Sentence } from '../nlp/parse';

export interface Candidate {
  kind: TrimKind;
  start: number;
  end: number;
  replacement: string;
  reason: string;
  /** A whole sentence goes: never the essay's last one. */
  sentence?: boolean;
}

/** The sentence with the space that joins it to its neighbour, so the paragraph reads on. */
function sentenceSpan(essay: ParsedEssay, s: Sentence): { start: number; end: number } {
  const next = essay.sentences[s.index + 1];
  if (next && next.paragraph === s.paragraph) return { start: s.start, end: next.start };
  const prev = essay.sentences[s.index - 1];
  if (prev && prev.paragraph === s.paragraph) return { start: prev.end, end: s.end };
  return { start: s.start, end: s.end };
}

export const sentenceCut = (essay: ParsedEssay, s: Sentence, kind: TrimKind, reason: string): Candidate => ({
  kind,
  ...sentenceSpan(essay, s),
  replacement: '',
  reason,
  sentence: true,
});

/** True when only spaces, quotes or brackets stand between `at` and the previous sentence's end. */
export function atSentenceStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /[\s"“(]/.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i--;
  }
  return i < 0 || /[.!?]/.test(text[i]!);
}

const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The candidate as an edit that leaves the text well spaced and capitalised. */
export function tidy(text: string, c: Candidate): Candidate {
  let { start, end, replacement } = c;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  const opens = atSentenceStart(text, start);
  if (replacement) {
    if (/^\p{Lu}/u.test(text[start] ?? '')) replacement = upperFirst(replacement);
    return { ...c, start, end, replacement };
  }
  if (opens) {
    while (end < text.length && text[end] === ' ') end++;
    // The word that now opens the sentence is part of the edit ('I think that my' -> 'My').
    const next = /^[\p{L}\p{N}'’-]+/u.exec(text.slice(end, end + 64))?.[0] ?? '';
    if (/^\p{Ll}/u.test(next)) {
      end += next.length;
      replacement = upperFirst(next);
    }
  } else if (text[end] === ' ') end++;
  else if (text[start - 1] === ' ') start--;
  return mendArticle(text, { ...c, start, end, replacement });
}

/** 'a very old skirt' loses 'very': the article before it becomes 'an' ('an old skirt'). */
function mendArticle(text: string, c: Candidate): Candidate {
  const article = /(?<![\p{L}\p{N}])(an?) $/iu.exec(text.slice(Math.max(0, c.start - 4), c.start))?.[1];
  const next = /^[\p{L}\p{N}]+/u.exec(text.slice(c.end))?.[0];
  if (!article || !next) return c;
  const want = /^[aeiou]/i.test(next) ? 'an' : 'a';
  if (want === article.toLowerCase()) return c;
  const cased = /^A/.test(article) ? want[0]!.toUpperCase() + want.slice(1) : want;
  return { ...c, start: c.start - article.length - 1, replacement: `${cased} ` };
}

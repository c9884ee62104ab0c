// Whole-sentence cuts: a sentence that says again what the one before it said, and a summary
// sentence opening a paragraph whose scene already shows it.
import type { ParsedEssay, Sentence } from '../nlp/parse';
import { STOPWORDS } from '../lexicon/stopwords';
import type { Candidate } from './edits';

const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN', 'NUM']);

/** The sentence's content words (lemmas), and which of them are verbs. */
function contentWords(essay: ParsedEssay, s: Sentence): { all: Set<string>; verbs: Set<string> } {
  const all = new Set<string>();
  const verbs = new Set<string>();
  for (let i = s.tokenStart; i < s.tokenEnd; i++) {
    const t = essay.tokens[i]!;
    if (!t.isWord || !CONTENT_POS.has(t.pos) || t.lemma.length <= 2 || STOPWORDS.has(t.lemma)) continue;
    all.add(t.lemma);
    if (t.pos === 'VERB') verbs.add(t.lemma);
  }
  return { all, verbs };
}

/** The sentence with the space that joins it to its neighbour, so the paragraph reads on. */
function sentenceSpan(essay: ParsedEssay, s: Sentence): { start: number; end: number } {
  const next = essay.sentences[s.index + 1];
  if (next && next.paragraph === s.paragraph) return { start: s.start, end: next.start };
  const prev = essay.sentences[s.index - 1];
  if (prev && prev.paragraph === s.paragraph) return { start: prev.end, end: s.end };
  return { start: s.start, end: s.end };
}

const cut = (essay: ParsedEssay, s: Sentence, kind: Candidate['kind'], reason: string): Candidate => ({
  kind,
  ...sentenceSpan(essay, s),
  replacement: '',
  reason,
  sentence: true,
});

// Nearly every content word of the sentence is in the one before it (same paragraph).
const RESTATES = 0.8;
const MIN_CONTENT = 4;
const IN_OTHER_WORDS = /^(?:in other words|to put it (?:simply|another way)|simply put|that is to say)\b/i;

export function restatementCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  const reason = 'This sentence says again what the one before it says.';
  for (const s of essay.sentences.slice(1)) {
    const prev = essay.sentences[s.index - 1]!;
    if (prev.paragraph !== s.paragraph || /[?"“”]/.test(s.text)) continue;
    if (IN_OTHER_WORDS.test(s.text)) {
      out.push(cut(essay, s, 'restatement', reason));
      continue;
    }
    const mine = contentWords(essay, s);
    if (mine.all.size < MIN_CONTENT) continue;
    const theirs = contentWords(essay, prev).all;
    // A verb the sentence before lacks is a new event ('Then Sam told us to get on the bike'), not a
    // restatement, however many of the other words repeat.
    if ([...mine.verbs].some((v) => !theirs.has(v))) continue;
    let shared = 0;
    for (const w of mine.all) if (theirs.has(w)) shared++;
    if (shared / mine.all.size >= RESTATES) out.push(cut(essay, s, 'restatement', reason));
  }
  return out;
}

// 'It was the hardest day of my life.', 'That summer was an unforgettable experience.'
const SUMMARY =
  /\b(?:was|is|became|has been|had been)\b.*\b(?:the (?:most \w+|best|worst|hardest|scariest|happiest|proudest|greatest) \w+ (?:of my life|i (?:have|had|'ve) ever)|(?:an?|one) (?:unforgettable|life[- ]changing|eye[- ]opening|amazing|incredible|memorable|transformative|surreal) (?:experience|day|moment|time|summer|journey|night|week))\b/i;
const MAX_SUMMARY_WORDS = 16;
/** A scene: at least this many sentences after the summary in its paragraph. */
const SCENE_SENTENCES = 3;

export function summaryCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  for (const p of essay.paragraphs) {
    const first = essay.sentences[p.sentenceStart];
    if (!first || p.sentenceEnd - p.sentenceStart < SCENE_SENTENCES + 1) continue;
    if (first.wordCount > MAX_SUMMARY_WORDS || !SUMMARY.test(first.text) || /["“”]/.test(first.text))
      continue;
    out.push(
      cut(essay, first, 'summary', 'A summary before a scene that already shows it: let the scene speak.'),
    );
  }
  return out;
}

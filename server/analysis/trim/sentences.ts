// Whole-sentence cuts: a sentence that says again what the one before it said, and a summary
// sentence opening a paragraph whose scene already shows it.
import type { ParsedEssay, Sentence } from '../nlp/parse';
import { STOPWORDS } from '../lexicon/stopwords';
import { sentenceCut as cut, type Candidate } from './edits';

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

// Nearly every content word of the sentence is in the one before it (same paragraph).
const RESTATES = 0.8;
const MIN_CONTENT = 4;
const IN_OTHER_WORDS = /^(?:in other words|to put it (?:simply|another way)|simply put|that is to say)\b/i;

/** True when nearly every content word of `s` is in `other`, and `s` names no action `other` lacks. */
function restates(essay: ParsedEssay, s: Sentence, other: Sentence): boolean {
  const mine = contentWords(essay, s);
  if (mine.all.size < MIN_CONTENT) return false;
  const theirs = contentWords(essay, other).all;
  // A verb the other sentence lacks is a new event ('Then Sam told us to get on the bike'), not a
  // restatement, however many of the other words repeat.
  if ([...mine.verbs].some((v) => !theirs.has(v))) return false;
  let shared = 0;
  for (const w of mine.all) if (theirs.has(w)) shared++;
  return shared / mine.all.size >= RESTATES;
}

/** The thesis: the opening paragraph's last sentence, where an essay states what it is about. */
function thesisOf(essay: ParsedEssay): Sentence | null {
  const first = essay.paragraphs[0];
  if (!first || essay.paragraphs.length < 3 || first.sentenceEnd - first.sentenceStart < 2) return null;
  return essay.sentences[first.sentenceEnd - 1] ?? null;
}

export function restatementCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  const reason = 'Removes a sentence that says again what the one before it says. Read it first.';
  const thesis = thesisOf(essay);
  for (const s of essay.sentences.slice(1)) {
    if (/[?"“”]/.test(s.text)) continue;
    const prev = essay.sentences[s.index - 1]!;
    const samePara = prev.paragraph === s.paragraph;
    if (samePara && (IN_OTHER_WORDS.test(s.text) || restates(essay, s, prev)))
      out.push(cut(essay, s, 'restatement', reason));
    // A body sentence that repeats the thesis (the closing paragraph may: it is the reflection's).
    else if (
      thesis &&
      s.paragraph > 0 &&
      s.paragraph < essay.paragraphs.length - 1 &&
      restates(essay, s, thesis)
    )
      out.push(
        cut(
          essay,
          s,
          'restatement',
          'Removes a sentence that repeats what your opening already says. Read it first.',
        ),
      );
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
      cut(
        essay,
        first,
        'summary',
        'Removes a summary before a scene that already shows it: let the scene speak. Read it first.',
      ),
    );
  }
  return out;
}

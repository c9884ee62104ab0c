// The weakest sentences of an over-long paragraph: the ones that tell without showing. A sentence is
// weak by general measures only (no word list of "bad" sentences): it names no number, name, place,
// sense or spoken word, and leans on abstract or common words. Such a sentence carries the least of
// the story, so cutting it keeps the paragraph's meaning; the student reads each before applying.
import type { ParsedEssay, Sentence } from '../nlp/parse';
import { ABSTRACTIONS, SENSORY } from '../lexicon/content-phrases';
import { compile } from '../lexicon/phrases';
import { TOTAL_FREQ } from '../nlp/resources';
import { wordFrequency } from '../spell/corrector';
import { sentenceCut, type Candidate } from './edits';

const abstractionRe = compile(ABSTRACTIONS);
const sensoryRe = compile(SENSORY);

/** An over-long paragraph: this many sentences or more. */
const LONG_PARAGRAPH = 4;
/** At most this share of a paragraph's sentences is offered, so the paragraph keeps its body. */
const MAX_SHARE = 1 / 3;
/** A sentence that opens by pointing back ('This', 'It', 'That is why') leans on the one before it. */
const POINTS_BACK =
  /^(?:this|that|these|those|it|its|they|them|he|she|his|her|their|such|so|then|thus|therefore|because|but|and|yet|still|however|also|instead|after that|as a result)\b/i;

const CONTENT_POS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);
/** A sentence where nothing happens ranks before any where something does. */
const COMMENT = 100;
/** Short sentences are usually the punch of a paragraph ('I wanted a sibling.'): never offered. */
const MIN_WORDS = 8;
// Verbs of being, thinking and feeling: a sentence whose verbs are all of these comments on the story;
// any other verb is something that happened ('she dropped her books'), which the story needs.
const STATE_VERBS = new Set(
  `be have do feel think know want need seem become find believe realize understand hope wish like love
matter mean make help allow give take get see look remain continue begin start learn try grow come go`.split(
    /\s+/,
  ),
);

/** Mean information of the sentence's content words, in bits: low for common, general words. */
function surprisal(essay: ParsedEssay, s: Sentence): number {
  let bits = 0;
  let n = 0;
  for (let i = s.tokenStart; i < s.tokenEnd; i++) {
    const t = essay.tokens[i]!;
    if (!t.isWord || !CONTENT_POS.has(t.pos)) continue;
    bits += -Math.log2((wordFrequency(t.lower) + 0.5) / TOTAL_FREQ);
    n++;
  }
  return n ? bits / n : Infinity;
}

/** Something happens in it: a verb that is not one of being, thinking or feeling. */
function event(essay: ParsedEssay, s: Sentence): boolean {
  for (let i = s.tokenStart; i < s.tokenEnd; i++) {
    const t = essay.tokens[i]!;
    if (t.pos === 'VERB' && !STATE_VERBS.has(t.lemma)) return true;
  }
  return false;
}

/** A number, a name (not the sentence's first word, not 'I'), a quotation or a sense word. */
function concrete(essay: ParsedEssay, s: Sentence): boolean {
  if (/\d|["“”(]/.test(s.text)) return true;
  if ([...s.text.matchAll(sensoryRe)].length) return true;
  for (let i = s.tokenStart + 1; i < s.tokenEnd; i++) {
    const t = essay.tokens[i]!;
    if ((t.pos === 'PROPN' || t.pos === 'NUM') && t.text !== 'I') return true;
  }
  return false;
}

export function weakSentenceCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  for (const p of essay.paragraphs) {
    const n = p.sentenceEnd - p.sentenceStart;
    if (n < LONG_PARAGRAPH) continue;
    const scored: { s: Sentence; weakness: number }[] = [];
    // Never the paragraph's first sentence (it says what the paragraph is about) nor its last.
    for (let i = p.sentenceStart + 1; i < p.sentenceEnd - 1; i++) {
      const s = essay.sentences[i]!;
      const next = essay.sentences[i + 1]!;
      if (s.wordCount < MIN_WORDS || /[?!]/.test(s.text) || concrete(essay, s)) continue;
      if (POINTS_BACK.test(next.text.replace(/^\W+/, ''))) continue;
      const abstractions = [...s.text.matchAll(abstractionRe)].length;
      // A comment on the story (no event) before a moment of it; then abstract words per ten words,
      // then how common the words are (the lower, the more generic).
      const weakness =
        (event(essay, s) ? 0 : COMMENT) + (10 * abstractions) / s.wordCount + 20 - surprisal(essay, s);
      scored.push({ s, weakness });
    }
    scored.sort((a, b) => b.weakness - a.weakness);
    for (const { s, weakness } of scored.slice(0, Math.floor(n * MAX_SHARE)))
      out.push({
        ...sentenceCut(
          essay,
          s,
          'weak',
          'Removes a sentence: of this long paragraph, it is the one with the least detail. Read it first.',
        ),
        weight: weakness,
      });
  }
  return out;
}

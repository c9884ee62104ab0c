// Features for the AI-risk estimate. All are rates or ratios, so they do not grow with length.
// They are stylometric signals, not proof: human writers with clean, formal prose can look
// machine-like, which is why the result is a risk level with an explanation, never a verdict.
import { TOTAL_FREQ } from '../nlp/resources';
import { isKnownWord, wordFrequency } from '../spell/corrector';
import { mean, std, mattr } from './stats';
import {
  ASSISTANT_PHRASES,
  ASSISTANT_WORDS,
  CASUAL,
  CONNECTIVE_PHRASES,
  CONNECTIVE_WORDS,
  NOTEWORTHY,
  PLAIN_LINKS,
  PRONOUN_OPENER,
  TRANSITION,
  TYPED_DASH,
} from './ai-lexicon';
import { parseEssay, type ParsedEssay } from '../nlp/parse';
import type { HarperLint } from '../lint/harper';

export interface AiFeatures {
  surprisal: number; // mean unigram surprisal in bits (word-frequency model); shown, not in the model
  burstiness: number; // coefficient of variation of sentence lengths
  errors: number; // harper lints per 100 words (0 when ai_detection runs alone); not in the model
  diversity: number; // MATTR
  wordLength: number; // mean letters per word; a stable name other code reads; not in the model
  firstPerson: number; // I / me / my per 100 words
  informal: number; // lower-case "i", spaced punctuation, repeated !/?, lower-case sentence starts, per 100 words
  sentenceLength: number;
  paragraphUniformity: number; // 1 - CV of paragraph lengths (3+ paragraphs; else a typical value)
  typos: number; // lower-case words in neither the frequency list nor the dictionary, per 100 words
  commas: number; // commas per sentence
  punctVariety: number; // distinct punctuation marks used (of 11)
  transitions: number; // share of sentences opening with a discourse marker (however, moreover, …)
  assistantWords: number; // chat-assistant vocabulary (crucial, various, ensure, …) per 100 words
  noteworthy: number; // "it is important to note", "it's worth noting", … per 100 words
  connectives: number; // additionally, furthermore, overall, in conclusion, … anywhere, per 100 words
  casual: number; // everyday words (really, pretty, stuff, a lot, …) per 100 words
  plainLinks: number; // because / so / but per 100 words: spoken-style reasoning
  repetition: number; // repeated word pairs within 100-word windows, per word
  colons: number; // per 100 words
  pronounOpeners: number; // share of sentences opening with This/These/It/Such
  ofRate: number; // "of" per 100 words (nominal, noun-heavy style)
  thereRate: number; // "there" per 100 words (existential "there is", a spoken habit)
  plainAdverbs: number; // adverbs not ending in -ly (just, still, even, too, …) per 100 words
  pronouns: number; // share of words tagged as pronouns
  typedDashes: number; // " - ", " -- " or " – " typed as a dash, per 100 words (not the em dash)
}

const TYPICAL_UNIFORMITY = 0.6;

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/** Repeated word pairs in 100-word windows (step 50), per word: restating the same phrase. */
function repetition(words: string[], size = 100): number {
  if (words.length < 2) return 0;
  const ids = new Map<string, number>();
  const seq = words.map((w) => {
    let id = ids.get(w);
    if (id === undefined) ids.set(w, (id = ids.size));
    return id;
  });
  const stride = ids.size + 1;
  const seen = new Set<number>();
  let total = 0;
  let windows = 0;
  for (let s = 0; s === 0 || s + size <= seq.length; s += size / 2) {
    const end = Math.min(seq.length, s + size);
    seen.clear();
    let repeats = 0;
    for (let i = s + 1; i < end; i++) {
      const pair = seq[i - 1]! * stride + seq[i]!;
      if (seen.has(pair)) repeats++;
      else seen.add(pair);
    }
    total += repeats / (end - s);
    windows++;
  }
  return total / windows;
}

/** Paragraph lengths in characters: blank-line separated, else one per line. */
function paragraphLengths(text: string): number[] {
  const blocks = /\n[ \t\r]*\n/.test(text) ? text.split(/\n[ \t\r]*\n/) : text.split('\n');
  return blocks.map((p) => p.trim().length).filter((l) => l > 0);
}

const closesSentence = (line: string) => /[.!?:"”)\]]$/.test(line);

/**
 * Text pasted from a PDF is hard-wrapped: a line break every ~70 characters, mostly mid-sentence,
 * which the parser reads as paragraph and sentence ends (short "sentences" starting in lower case
 * would look like informal typing). Such text is re-flowed before it is measured: a paragraph ends
 * at a line that closes a sentence and stops short of the wrap width. Returns null for text that
 * is not hard-wrapped.
 */
export function reflowHardWrapped(text: string): string | null {
  if (/\n[ \t\r]*\n/.test(text)) return null;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const midBreaks = lines.slice(0, -1).filter((l) => !closesSentence(l)).length;
  if (lines.length < 4 || midBreaks * 2 < lines.length - 1) return null;
  const sorted = lines.map((l) => l.length).sort((x, y) => x - y);
  const width = sorted[Math.floor(sorted.length * 0.75)]!;
  return lines
    .map(
      (l, i) =>
        l + (i === lines.length - 1 ? '' : closesSentence(l) && l.length < width * 0.8 ? '\n\n' : ' '),
    )
    .join('');
}

// Other analyzers and the scorer may read these features of the same parsed essay; compute them once.
const cache = new WeakMap<ParsedEssay, { harper: HarperLint[]; f: AiFeatures }>();
// Every feature but the error rate reads no lint: the pool computes them while helper workers lint
// (prepareAiFeatures), and the error rate is filled in once the lints are in.
const lintFree = new WeakMap<ParsedEssay, { f: AiFeatures; words: number }>();

function lintFreeFeatures(essay: ParsedEssay): { f: AiFeatures; words: number } {
  let hit = lintFree.get(essay);
  if (!hit) {
    const reflowed = reflowHardWrapped(essay.text);
    const measured = reflowed === null ? essay : parseEssay(reflowed);
    hit = { f: computeFeatures(measured), words: measured.wordCount };
    lintFree.set(essay, hit);
  }
  return hit;
}

export const prepareAiFeatures = (essay: ParsedEssay): void => void lintFreeFeatures(essay);

export function aiFeatures(essay: ParsedEssay, harper: HarperLint[]): AiFeatures {
  const hit = cache.get(essay);
  if (hit && hit.harper === harper) return hit.f;
  const base = lintFreeFeatures(essay);
  const f = { ...base.f, errors: perHundredWords(errorCount(harper), base.words) };
  cache.set(essay, { harper, f });
  return f;
}

const perHundredWords = (k: number, words: number) => (k * 100) / Math.max(1, words);

const errorCount = (harper: HarperLint[]) =>
  harper.filter((l) => l.kind !== 'Style' && l.kind !== 'Readability' && l.kind !== 'Enhancement').length;

/** The features of the (reflowed) essay; `errors` is left at 0 for aiFeatures to fill in. */
function computeFeatures(essay: ParsedEssay): AiFeatures {
  const n = Math.max(1, essay.wordCount);
  const per100 = (k: number) => (k * 100) / n;
  const words = essay.words.map((t) => t.lower);
  const nw = Math.max(1, words.length);
  const c = {
    surprisal: 0,
    letters: 0,
    firstPerson: 0,
    assistant: 0,
    connectives: 0,
    casual: 0,
    plain: 0,
    of: 0,
    there: 0,
    typos: 0,
    lowerI: 0,
    plainAdverbs: 0,
    pronouns: 0,
  };
  for (const t of essay.words) {
    const w = t.lower;
    const freq = wordFrequency(w);
    c.surprisal += -Math.log2((freq + 0.5) / TOTAL_FREQ);
    c.letters += w.length;
    if (t.pos === 'PRON') c.pronouns++;
    else if (t.pos === 'ADV' && !w.endsWith('ly')) c.plainAdverbs++;
    if (w === 'i' || w === 'me' || w === 'my') c.firstPerson++;
    if (ASSISTANT_WORDS.has(w)) c.assistant++;
    if (CONNECTIVE_WORDS.has(w)) c.connectives++;
    if (CASUAL.has(w)) c.casual++;
    if (PLAIN_LINKS.has(w)) c.plain++;
    if (w === 'of') c.of++;
    else if (w === 'there') c.there++;
    if (t.text === 'i') c.lowerI++;
    // Rare technical words are in the spelling dictionary though not in the frequency list.
    if (freq === 0 && /^[a-z]{3,}$/.test(t.text) && !isKnownWord(w)) c.typos++;
  }
  const lens = essay.sentences.map((s) => s.wordCount).filter((x) => x > 0);
  const sentences = Math.max(1, essay.sentences.length);
  const opening = (re: RegExp) => essay.sentences.filter((s) => re.test(s.text)).length / sentences;
  const paras = paragraphLengths(essay.text);
  const text = essay.text;
  const informal =
    c.lowerI +
    count(text, / [.,!?;:](?=\s|$)|[!?]{2,}|\.\.\.| ,/g) +
    essay.sentences.filter((s) => /^\p{Ll}/u.test(s.text)).length;
  return {
    surprisal: c.surprisal / nw,
    burstiness: mean(lens) ? std(lens) / mean(lens) : 0,
    errors: 0,
    diversity: mattr(words),
    wordLength: c.letters / nw,
    firstPerson: per100(c.firstPerson),
    informal: per100(informal),
    sentenceLength: mean(lens),
    // With fewer than three paragraphs there is no pattern to measure, so a typical value is used:
    // whether a text has paragraphs at all says nothing about who wrote it (some corpora lost
    // their line breaks), only how evenly a writer fills them.
    paragraphUniformity: paras.length >= 3 ? Math.max(0, 1 - std(paras) / mean(paras)) : TYPICAL_UNIFORMITY,
    typos: per100(c.typos),
    commas: count(text, /,/g) / Math.max(1, lens.length),
    punctVariety: new Set(text.match(/[,;:!?()"“”—–…]|(?<=\s)-(?=\s)/g) ?? []).size,
    transitions: opening(TRANSITION),
    assistantWords: per100(c.assistant + count(text, ASSISTANT_PHRASES)),
    noteworthy: per100(count(text, NOTEWORTHY)),
    connectives: per100(c.connectives + count(text, CONNECTIVE_PHRASES)),
    casual: per100(c.casual),
    plainLinks: (c.plain * 100) / nw,
    repetition: repetition(words),
    colons: per100(count(text, /:/g)),
    pronounOpeners: opening(PRONOUN_OPENER),
    ofRate: (c.of * 100) / nw,
    thereRate: (c.there * 100) / nw,
    plainAdverbs: (c.plainAdverbs * 100) / nw,
    pronouns: c.pronouns / nw,
    typedDashes: per100(count(text, TYPED_DASH)),
  };
}

export { AI_MODEL, humanProbability, transformFeatures } from './ai-model';

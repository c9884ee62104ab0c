// Structure: paragraphing, sentence rhythm, transitions and repeated openings.
import { TRANSITIONS } from '../lexicon/content-phrases';
import { compile } from '../lexicon/phrases';
import { mean, std, round2 } from './stats';
import type { Analyzer, Issue, StrengthItem } from './types';
import type { ParsedEssay } from '../nlp/parse';
import { wordFormSlips } from './word-form-slips';

const transitionRe = compile(TRANSITIONS);
const LONG_SENTENCE = 50;
/** Past this many words a sentence usually strings several clauses together (scored, not flagged). */
export const RUN_ON_WORDS = 30;
/** A paragraph with fewer sentences than this (one) rarely develops its point. */
export const SHORT_PARAGRAPH_SENTENCES = 2;
const DIALOGUE = /["“”]/;
/** A sentence that turns to another time, place or idea: where a new paragraph usually starts. */
const TURN =
  /^(?:when|after|before|now|today|later|years? later|that (?:night|day|summer|year)|the next|by the time|since then|two|three|four|last|this (?:summer|year|fall|spring)|in (?:the|my) (?:summer|fall|spring|winter|freshman|sophomore|junior|senior|first|second|third|end)|in \d|at (?:first|the end)|but (?:then|now)|looking back|over the|during|eventually|finally)\b/i;
/** Words that open a subordinate or relative clause: a sentence that uses them nests its ideas. */
const SUBORDINATORS = new Set(
  'because although though since unless whereas while if whenever whether which who whom whose'.split(' '),
);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
const LIGHT_LEMMAS = new Set(['be', 'have', 'do', 'get', 'go', 'make', 'say', 'thing', 'lot', 'good']);

/**
 * Cohesion and syntax measures: the share of adjacent sentences that share a content word (the
 * thread a reader follows from one sentence to the next), and subordinate clauses and commas per
 * sentence (how much a writer nests and joins ideas rather than listing them).
 */
function linkage(essay: ParsedEssay) {
  const sets = essay.sentences.map(
    (s) =>
      new Set(
        essay.tokens
          .slice(s.tokenStart, s.tokenEnd)
          .filter((t) => CONTENT_POS.has(t.pos) && t.isWord && !LIGHT_LEMMAS.has(t.lemma))
          .map((t) => t.lemma),
      ),
  );
  let linked = 0;
  for (let i = 1; i < sets.length; i++) if ([...sets[i]!].some((w) => sets[i - 1]!.has(w))) linked++;
  let subordinate = 0;
  let commas = 0;
  for (const t of essay.tokens) {
    if (SUBORDINATORS.has(t.lower) || (t.lower === 'that' && t.pos === 'SCONJ')) subordinate++;
    else if (t.text === ',') commas++;
  }
  const n = Math.max(1, essay.sentences.length);
  return {
    overlap: sets.length > 1 ? linked / (sets.length - 1) : 0,
    subordinate: subordinate / n,
    commas: commas / n,
  };
}

export const structure: Analyzer = {
  name: 'structure',
  section: 'structure',
  run(essay) {
    const issues: Issue[] = [];
    const strengths: StrengthItem[] = [];
    const lens = essay.sentences.map((s) => s.wordCount).filter((n) => n > 0);
    const paraWords = essay.paragraphs.map((p) =>
      essay.sentences.slice(p.sentenceStart, p.sentenceEnd).reduce((a, s) => a + s.wordCount, 0),
    );
    const transitions = [...essay.text.matchAll(transitionRe)].length;
    for (const s of essay.sentences) {
      if (s.wordCount > LONG_SENTENCE) {
        issues.push({
          section: 'structure',
          category: 'long_sentence',
          severity: 'suggestion',
          priority: 'LOW',
          start: s.start,
          end: s.end,
          issue: `Very long sentence (${s.wordCount} words)`,
          message: `This sentence runs ${s.wordCount} words; readers lose the thread past about ${LONG_SENTENCE}.`,
          suggestion: 'Split the sentence where the idea turns, or cut a clause.',
          replacements: [],
          impact: 'Shorter sentences keep a reader with you.',
          counts: true,
        });
      }
    }
    // Three or more sentences in a row opening with the same word read as a list.
    for (let i = 2; i < essay.sentences.length; i++) {
      // The first word; a line of dialogue has none of the writer's own (its quotation mark is
      // no repeated opening, and a speaker may repeat themselves).
      const first = (k: number) => {
        const t = essay.tokens[essay.sentences[k]!.tokenStart];
        return t && /^["“‘']/.test(t.text) ? '' : (firstWord(essay, k)?.lower ?? '');
      };
      const w = first(i);
      if (
        w &&
        w === first(i - 1) &&
        w === first(i - 2) &&
        (i + 1 >= essay.sentences.length || first(i + 1) !== w) &&
        ![i - 2, i - 1, i].every((k) => catalogueItem(essay, k))
      ) {
        let from = i - 2;
        while (from > 0 && first(from - 1) === w) from--;
        const device = anaphora(essay, from, i);
        if (device) {
          if (!strengths.some((x) => x.description.startsWith('Deliberate repetition')))
            strengths.push(device);
          continue;
        }
        const opener = firstWord(essay, from)!;
        issues.push({
          section: 'structure',
          category: 'repetitive_openings',
          severity: 'suggestion',
          priority: 'LOW',
          start: opener.start,
          end: opener.end,
          issue: `Repeated sentence openings: "${opener.text} …"`,
          message: `${i - from + 1} sentences in a row start with "${opener.text}".`,
          suggestion: `Vary the openings of the ${i - from + 1} sentences from ${firstWords(essay.sentences[from]!.text)}: start one with a time, a place or an action.`,
          replacements: [],
          evidence: essay.sentences.slice(from, i + 1).map((x) => `${x.text.trim().slice(0, 60)}…`),
          impact: 'Varied rhythm keeps the narrative moving.',
          counts: true,
        });
      }
    }
    if (essay.wordCount >= 250 && essay.paragraphs.length === 1) {
      // Name the first place a paragraph could start, so the advice is about this essay.
      const turn = essay.sentences.slice(2).find((s) => TURN.test(s.text.trim()));
      const at = turn ? `"${turn.text.trim().split(/\s+/).slice(0, 8).join(' ')}…"` : '';
      issues.push({
        section: 'structure',
        category: 'paragraphing',
        severity: 'warning',
        priority: 'MEDIUM',
        start: turn?.start ?? -1,
        end: turn?.end ?? -1,
        issue: 'The essay is a single block of text',
        message: `${essay.wordCount} words with no paragraph breaks.`,
        suggestion: turn
          ? `Break it into paragraphs at each shift in time, place or idea: the first could start at ${at}`
          : 'Break it into paragraphs at each shift in time, place or idea (usually 4–6 for 650 words).',
        replacements: [],
        impact: 'Paragraphs give readers a map of your story.',
        counts: true,
      });
    }
    const cv = mean(lens) ? std(lens) / mean(lens) : 0;
    const lowerStarts = lens.length
      ? essay.sentences.filter((s) => /^\p{Ll}/u.test(s.text)).length / essay.sentences.length
      : 0;
    const longShare = lens.length ? lens.filter((n) => n > RUN_ON_WORDS).length / lens.length : 0;
    // Dialogue lines are paragraphs of their own by convention, so they are not "short paragraphs".
    const prose = essay.paragraphs.filter((p) => !DIALOGUE.test(p.text));
    const shortShare = prose.length
      ? prose.filter((p) => p.sentenceEnd - p.sentenceStart < SHORT_PARAGRAPH_SENTENCES).length / prose.length
      : 0;
    const thin = prose.filter((p) => p.sentenceEnd - p.sentenceStart < SHORT_PARAGRAPH_SENTENCES);
    if (prose.length >= 3 && thin.length / prose.length >= 0.5) {
      issues.push({
        section: 'structure',
        category: 'thin_paragraphs',
        severity: 'suggestion',
        priority: 'LOW',
        start: thin[0]!.start,
        end: thin[0]!.end,
        issue: `${thin.length} of ${prose.length} paragraphs are a single sentence`,
        message: 'Most paragraphs hold one sentence, so no point gets room to develop.',
        suggestion:
          'Group sentences that belong to one moment or idea; keep a one-line paragraph only for emphasis.',
        replacements: [],
        impact: 'Developed paragraphs show readers how your ideas connect.',
        counts: true,
      });
    }
    // The short sentence that lands: the first of six words or fewer right after a long one.
    const punch = essay.sentences.find(
      (x, k) => k > 0 && x.wordCount > 0 && x.wordCount <= 6 && essay.sentences[k - 1]!.wordCount >= 20,
    );
    if (lens.length >= 6 && cv >= 0.45) {
      strengths.push({
        section: 'structure',
        description: punch
          ? `Varied sentence rhythm: short lines such as "${punch.text.trim()}" land between longer ones.`
          : 'Varied sentence rhythm: short sentences land between longer ones.',
        start: -1,
        end: -1,
        impact: 'Rhythm holds attention and lets key lines hit harder.',
        evidence: [
          `sentence lengths vary by ${Math.round(cv * 100)}% around a mean of ${Math.round(mean(lens))} words`,
        ],
      });
    }
    const link = linkage(essay);
    const slips = wordFormSlips(essay);
    return {
      issues,
      strengths,
      metrics: {
        paragraphs: essay.paragraphs.length,
        sentences: essay.sentences.length,
        mean_sentence_words: round2(mean(lens)),
        sentence_length_cv: round2(cv),
        long_sentences_percent: Math.round(longShare * 100),
        short_paragraphs_percent: Math.round(shortShare * 100),
        lowercase_starts_percent: Math.round(lowerStarts * 100),
        mean_paragraph_words: round2(mean(paraWords)),
        transitions_per_100_words: round2(essay.wordCount ? (transitions * 100) / essay.wordCount : 0),
        linked_sentences_percent: Math.round(link.overlap * 100),
        subordinate_clauses_per_sentence: round2(link.subordinate),
        commas_per_sentence: round2(link.commas),
        word_form_slips: slips.length,
        word_form_examples: slips.slice(0, 3).map((x) => x.text),
      },
    };
  },
};

/**
 * "A torch from a biscuit tin. A fan from a broken cassette player.": a short fragment with no
 * verb of its own (one inside "that …" describes the noun) is an item in a deliberate series, and
 * repeating its opening is the point.
 */
function catalogueItem(essay: ParsedEssay, k: number): boolean {
  const s = essay.sentences[k]!;
  for (let j = s.tokenStart; j < s.tokenEnd; j++) {
    const t = essay.tokens[j]!;
    if (/^(?:that|which|who|where|when|whose)$/.test(t.lower)) return j - s.tokenStart <= 8;
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
  }
  return s.wordCount <= 15;
}

/** The first two words of a sentence, lower-cased ("he didn't"), or '' for a one-word sentence. */
function openingPair(essay: ParsedEssay, k: number): string {
  const s = essay.sentences[k]!;
  const words = essay.tokens.slice(s.tokenStart, s.tokenEnd).filter((t) => t.isWord);
  return words.length >= 3 ? `${words[0]!.lower} ${words[1]!.lower}` : '';
}

/**
 * "He didn't take me… He didn't console me… He didn't teach me…": three or more sentences in a row
 * opening on the same two words is a device the writer chose (anaphora), a strength to name, not
 * sameness to vary; so is a short run of very short sentences. A run of "I walked… I saw… I
 * wanted…" shares one word only. `from`..`to` is the
 * run of sentences that open on the same word.
 */
const CADENCE_WORDS = 6;

function anaphora(essay: ParsedEssay, from: number, to: number): StrengthItem | undefined {
  let best = { start: from, n: 0 };
  for (let k = from, n = 0; k <= to; k++) {
    const pair = openingPair(essay, k);
    n = pair && k > from && pair === openingPair(essay, k - 1) ? n + 1 : 1;
    if (pair && n > best.n) best = { start: k - n + 1, n };
  }
  // "It evokes. It inspires. It captures what time takes away.": a run of short sentences on one
  // opening word is a cadence the writer built, whatever the second word.
  const run = to - from + 1;
  if (run <= 4 && essay.sentences.slice(from, to + 1).every((x) => x.wordCount <= CADENCE_WORDS))
    best = { start: from, n: run };
  if (best.n < 3 || best.n * 2 < run) return undefined;
  const first = essay.sentences[best.start]!;
  const heads = essay.sentences.slice(best.start, best.start + best.n).map((x) =>
    x.text
      .trim()
      .replace(/[.!?]+$/, '')
      .split(/\s+/),
  );
  const shared = heads[0]![1] !== undefined && heads.every((h) => h[1] === heads[0]![1]) ? 2 : 1;
  const words = heads[0]!.slice(0, shared).join(' ');
  return {
    section: 'structure',
    description: `Deliberate repetition: ${best.n} sentences in a row open "${words} …", building to a point.`,
    start: first.start,
    end: essay.sentences[best.start + best.n - 1]!.end,
    impact: 'Repetition chosen on purpose gives a passage rhythm and weight.',
    evidence: essay.sentences.slice(best.start, best.start + best.n).map((x) => x.text.trim().slice(0, 80)),
  };
}

/** "I want to be a tenacious…", or the whole sentence when it is that short ("I watched her."). */
function firstWords(text: string, n = 6): string {
  const w = text.trim().split(/\s+/);
  return `"${w.slice(0, n).join(' ')}${w.length > n ? '…' : ''}"`;
}

function firstWord(essay: ParsedEssay, k: number) {
  const s = essay.sentences[k]!;
  for (let j = s.tokenStart; j < s.tokenEnd; j++) if (essay.tokens[j]!.isWord) return essay.tokens[j];
  return undefined;
}

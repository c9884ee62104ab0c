// Style for a personal essay: word choice (how wide and varied the vocabulary is), genre clichés,
// a thesaurus voice, wordiness and piled-up intensifiers. It deliberately does not flag "I",
// contractions, fragments or passives.
import { compile, type PhraseRule } from '../lexicon/phrases';
import { CLICHES, INTENSIFIERS, THESAURUS, WORDY } from '../lexicon/style-phrases';
import { GENERIC_AI } from '../lexicon/content-phrases';
import { casedLike } from '../lexicon/word-forms';
import { informalIssues } from './style-informal';
import { STOPWORDS } from '../lexicon/stopwords';
import { ZIPF_OFFSET } from '../nlp/resources';
import type { ParsedEssay } from '../nlp/parse';
import { wordFrequency } from '../spell/corrector';
import { mattr, mean, round2 } from './stats';
import type { Analyzer, Issue, StrengthItem } from './types';

// Zipf scale (nlp/resources.ts ZIPF_OFFSET, SUBTLEX-US counts): 7 is "the", 4 is ten per
// million, 1–3 are rare words. Below 4 counts as an uncommon word.
const UNCOMMON_ZIPF = 4;
const RANGE_WINDOW = 300;

export interface VocabularyMeasures {
  /** Mean Zipf frequency of the content words (lower = less common, more precise words). */
  zipf: number;
  /** Share of content words below Zipf 4. */
  uncommon: number;
  /** Moving-average type-token ratio over 50-word windows (0–1). */
  diversity: number;
  /** Distinct words among the first 300 (fewer when the essay is shorter). */
  range: number;
  /** Distinct less common words (content words below Zipf 4, names aside) among the first 300. */
  rareRange: number;
  /** MTLD (McCarthy & Jarvis 2010): mean run of words before the type-token ratio falls to 0.72. */
  mtld: number;
  /** Mean letters per word and share of words of 7+ letters: longer words are rarer, more exact. */
  wordLength: number;
  longWords: number;
}

const MTLD_TTR = 0.72;

/** One direction of MTLD: words per "factor" (a stretch whose type-token ratio stays above 0.72). */
function mtldPass(words: readonly string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  for (const w of words) {
    types.add(w);
    count++;
    if (types.size / count <= MTLD_TTR) {
      factors++;
      types = new Set();
      count = 0;
    }
  }
  // The unfinished stretch counts as the fraction of the way its ratio fell toward 0.72.
  if (count > 0) factors += (1 - types.size / count) / (1 - MTLD_TTR);
  return factors > 0 ? words.length / factors : words.length;
}

/** Lexical diversity that, unlike the plain type-token ratio, does not fall as an essay grows. */
export function mtld(words: readonly string[]): number {
  if (words.length === 0) return 0;
  return (mtldPass(words) + mtldPass([...words].reverse())) / 2;
}

/**
 * Vocabulary measures human raters reward (ELLIPSE vocabulary, ASAP word choice): less common
 * words, little repetition, and a wide range. Content words are dictionary words outside the
 * stopword list; unknown words (misspellings, names) are left out so typos do not count as rare.
 */
export function vocabulary(essay: ParsedEssay): VocabularyMeasures {
  const zipfs: number[] = [];
  const rare = new Set<string>();
  essay.words.forEach((t, i) => {
    if (!/^[a-z]+$/.test(t.lower) || STOPWORDS.has(t.lower)) return;
    const f = wordFrequency(t.lower);
    if (f <= 0) return;
    const z = Math.log10(f) + ZIPF_OFFSET;
    zipfs.push(z);
    if (i < RANGE_WINDOW && z < UNCOMMON_ZIPF && t.pos !== 'PROPN') rare.add(t.lower);
  });
  const lower = essay.words.map((t) => t.lower);
  const alpha = lower.filter((w) => /^[a-z]/.test(w));
  const letters = alpha.map((w) => w.replace(/[^a-z]/g, '').length);
  return {
    zipf: zipfs.length ? mean(zipfs) : 5,
    uncommon: zipfs.length ? zipfs.filter((z) => z < UNCOMMON_ZIPF).length / zipfs.length : 0,
    diversity: mattr(lower),
    range: new Set(lower.slice(0, RANGE_WINDOW)).size,
    rareRange: rare.size,
    mtld: mtld(lower),
    wordLength: mean(letters),
    longWords: letters.length ? letters.filter((n) => n >= 7).length / letters.length : 0,
  };
}

const clicheRes = CLICHES.map((c) => ({ rule: c, re: compile([c.pattern]) }));
const wordyRes = WORDY.map((c) => ({ rule: c, re: compile([c.pattern]) }));
const thesaurusRe = compile(Object.keys(THESAURUS));
const intensifierRe = compile(INTENSIFIERS);
const genericRe = compile(GENERIC_AI);

function phraseIssues(
  text: string,
  rules: Array<{ rule: PhraseRule; re: RegExp }>,
  kind: 'cliche' | 'wordy',
): Issue[] {
  const out: Issue[] = [];
  for (const { rule, re } of rules) {
    for (const m of text.matchAll(re)) {
      out.push({
        section: 'style',
        category: kind,
        severity: kind === 'cliche' ? 'warning' : 'suggestion',
        priority: kind === 'cliche' ? 'MEDIUM' : 'LOW',
        start: m.index,
        end: m.index + m[0].length,
        issue: kind === 'cliche' ? `Cliché: "${m[0]}"` : `Wordy phrase: "${m[0]}"`,
        message:
          kind === 'cliche'
            ? `"${m[0]}" is one of the phrases admissions readers see most often.`
            : `"${m[0]}" can be shorter.`,
        suggestion: rule.advice,
        // ("In order to" at a sentence's start -> "To")
        replacements: (rule.alternatives ?? []).map((w) => casedLike(w, m[0])),
        alternatives: (rule.alternatives ?? []).map((w) => casedLike(w, m[0])),
        impact:
          kind === 'cliche'
            ? 'Clichés make an essay sound like thousands of others; specific details make it yours.'
            : 'Tighter sentences leave room for detail within the word limit.',
        counts: true,
      });
    }
  }
  return out;
}

export const style: Analyzer = {
  name: 'style',
  section: 'style',
  run(essay) {
    const text = essay.text;
    const issues: Issue[] = [
      ...phraseIssues(text, clicheRes, 'cliche'),
      ...phraseIssues(text, wordyRes, 'wordy'),
      ...informalIssues(text),
    ];
    for (const m of text.matchAll(thesaurusRe)) {
      const plain = THESAURUS[m[0].toLowerCase()] ?? [];
      issues.push({
        section: 'style',
        category: 'thesaurus',
        severity: 'suggestion',
        priority: 'LOW',
        start: m.index,
        end: m.index + m[0].length,
        issue: `Thesaurus voice: "${m[0]}"`,
        message: `"${m[0]}" sounds more formal than the rest of a personal essay needs.`,
        suggestion: plain.length ? `Try "${plain[0]}".` : 'Use the plainer word you would say aloud.',
        replacements: plain,
        alternatives: plain,
        impact: 'Big words chosen to impress read as distance; plain words sound like you.',
        counts: true,
      });
    }
    const intens = [...text.matchAll(intensifierRe)];
    const intensPer100 = essay.wordCount ? (intens.length * 100) / essay.wordCount : 0;
    if (intensPer100 > 1.2 && intens.length >= 3) {
      for (const m of intens) {
        // Cutting the word takes one space with it ("was really happy" -> "was happy").
        const end = m.index + m[0].length;
        const after = text[end] === ' ';
        const before = !after && text[m.index - 1] === ' ';
        issues.push({
          section: 'style',
          category: 'intensifier',
          severity: 'suggestion',
          priority: 'LOW',
          start: before ? m.index - 1 : m.index,
          end: after ? end + 1 : end,
          issue: `Intensifier: "${m[0]}"`,
          message: `"${m[0]}" is one of ${intens.length} intensifiers; most can go.`,
          suggestion: `Cut "${m[0]}" or use a more precise word.`,
          replacements: [''],
          impact: 'Intensifiers weaken the words around them; precise words carry the force themselves.',
          counts: false,
        });
      }
    }
    const cliches = issues.filter((i) => i.category === 'cliche').length;
    const thesaurus = issues.filter((i) => i.category === 'thesaurus').length;
    const wordy = issues.filter((i) => i.category === 'wordy').length;
    const informal = issues.filter((i) => i.category === 'informal').length;
    const strengths: StrengthItem[] = [];
    const vocab = vocabulary(essay);
    // Praise is earned: not on platitudes (generic phrasing a language model overuses) nor on a
    // thesaurus voice; a GPT essay made of platitudes was once praised for "fresh, plain language".
    const generic = [...text.matchAll(genericRe)].length;
    const plainVoice = (generic * 100) / Math.max(1, essay.wordCount) < 0.5;
    if (essay.wordCount >= 150 && cliches === 0 && thesaurus === 0 && plainVoice) {
      strengths.push({
        section: 'style',
        description: 'Fresh, plain language: no stock phrases or thesaurus words found.',
        start: -1,
        end: -1,
        impact: 'Readers trust an essay that sounds like a real person talking.',
        evidence: ['0 genre clichés', '0 ornate thesaurus words'],
      });
    }
    // About one standard deviation past typical student essays on both measures.
    if (
      essay.wordCount >= 150 &&
      vocab.zipf <= 4.75 &&
      vocab.diversity >= 0.8 &&
      thesaurus === 0 &&
      plainVoice
    ) {
      strengths.push({
        section: 'style',
        description: 'Precise, varied vocabulary: less common words and little repetition.',
        start: -1,
        end: -1,
        impact: 'Exact words let readers see what you mean without extra explanation.',
        evidence: [
          `${Math.round(vocab.uncommon * 100)}% of content words are uncommon`,
          `lexical diversity ${round2(vocab.diversity)}`,
        ],
      });
    }
    return {
      issues,
      strengths,
      metrics: {
        word_commonness_zipf: round2(vocab.zipf),
        uncommon_words_percent: Math.round(vocab.uncommon * 100),
        lexical_diversity: round2(vocab.diversity),
        distinct_words_first_300: vocab.range,
        uncommon_words_first_300: vocab.rareRange,
        mtld: Math.round(vocab.mtld),
        mean_word_letters: round2(vocab.wordLength),
        long_words_percent: Math.round(vocab.longWords * 100),
        cliches,
        thesaurus_words: thesaurus,
        wordy_phrases: wordy,
        informal_words: informal,
        intensifiers_per_100_words: round2(intensPer100),
      },
    };
  },
};

// AI-writing risk: a calibrated level (low / medium / high) from a style model fitted on student
// and AI-written essays, what that level means in tests, which passages read machine-like, and the
// measures shown beside it named for what they are. Below MIN_WORDS nothing is judged and no number
// is given: short texts are unreliable for every detector.
import { aiFeatures, humanProbability, prepareAiFeatures } from './ai-features';
import { HIGH_RISK_BELOW, MEDIUM_RISK_BELOW } from './ai-model';
import { levelMeaning, MIN_WORDS, reliabilityAt, sentenceLengthVariation, wordRarity } from './ai-measures';
import { scorePassages, type Passage } from './ai-passages';
import { describeSignals, listOf, signalWords } from './ai-signals';
import type { ParsedEssay } from '../nlp/parse';
import { clamp, round2 } from './stats';
import type { Analyzer, Issue } from './types';

export { MIN_WORDS };

const PERSONAL =
  'a scene you were in, a name, a place or a detail only you would know, in the words you would use telling it aloud';

// The passage map and the word measures read no lint: the pool computes them while helper workers
// lint (prepare), so only the error rate is left for after the lints.
const lintFree = new WeakMap<ParsedEssay, ReturnType<typeof measureLintFree>>();

function measureLintFree(essay: ParsedEssay) {
  prepareAiFeatures(essay);
  return {
    passages: essay.wordCount < MIN_WORDS ? [] : scorePassages(essay),
    words: signalWords(essay),
    rarity: wordRarity(essay),
  };
}

function lintFreeMeasures(essay: ParsedEssay) {
  let hit = lintFree.get(essay);
  if (!hit) {
    hit = measureLintFree(essay);
    lintFree.set(essay, hit);
  }
  return hit;
}

export const aiDetection: Analyzer = {
  name: 'ai_detection',
  section: 'ai_detection',
  prepare: (essay) => void lintFreeMeasures(essay),
  run(essay, ctx) {
    const { passages, words, rarity } = lintFreeMeasures(essay);
    const f = aiFeatures(essay, ctx.harper);
    const short = essay.wordCount < MIN_WORDS;
    // Kept within 1–99: a style estimate is never certain either way.
    const human = short ? null : clamp(Math.round(humanProbability(f) * 100), 1, 99);
    const risk =
      human === null
        ? 'unknown'
        : human >= MEDIUM_RISK_BELOW
          ? 'low'
          : human >= HIGH_RISK_BELOW
            ? 'medium'
            : 'high';
    const marked = passages.filter((p) => p.machineLike);
    const signals = describeSignals(f, words);
    const variation = sentenceLengthVariation(f, essay.sentences.filter((s) => s.wordCount > 0).length);
    const notJudged = 'Not enough text to judge';
    const issues: Issue[] = [...passageIssues(essay, marked)];
    if (risk === 'high' || risk === 'medium') issues.push(riskIssue(risk, signals, marked.length));
    return {
      issues,
      strengths: [],
      metrics: {
        // Kept for the result contract: the local path has no language model, so this is the word
        // rarity measure under its honest name; the premium path replaces it with a true perplexity
        // from token log-probabilities (perplexity_method 'model_logprobs').
        perplexity: {
          value: rarity.value,
          interpretation: short ? notJudged : rarity.interpretation,
          explanation: `Word rarity, not a perplexity (no language model scored this text). ${rarity.explanation}`,
        },
        burstiness: short
          ? { value: variation.value, interpretation: notJudged, explanation: variation.explanation }
          : variation,
        word_rarity: short ? { ...rarity, interpretation: notJudged } : rarity,
        sentence_length_variation: short ? { ...variation, interpretation: notJudged } : variation,
        human_ness: {
          value: human,
          risk_level: risk,
          interpretation:
            human === null
              ? notJudged
              : risk === 'low'
                ? 'Reads as human-written'
                : risk === 'medium'
                  ? 'Some machine-like patterns'
                  : 'Many machine-like patterns',
          explanation:
            human === null
              ? levelMeaning('unknown', essay.wordCount)
              : humanNessExplanation(signals.towardAi, essay.wordCount),
        },
        level_meaning: levelMeaning(risk, essay.wordCount),
        enough_text: !short,
        passages: passages.map((p) => ({
          start: p.start,
          end: p.end,
          machine_like: p.machineLike,
          snippet: snippetOf(essay, p),
        })),
        features: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, round2(v)])),
      },
    };
  },
};

/** The passage's opening words, for the passage map in the panel and the exports. */
function snippetOf(essay: ParsedEssay, p: Passage): string {
  const text = essay.text.slice(p.start, p.end).replace(/\s+/g, ' ').trim();
  const words = text.split(' ');
  return words.length <= 12 ? text : `${words.slice(0, 12).join(' ')} …`;
}

function passageIssues(essay: ParsedEssay, marked: Passage[]): Issue[] {
  return marked.map((p) => ({
    section: 'ai_detection',
    category: 'machine_like_passage',
    severity: 'info',
    priority: 'LOW',
    start: p.start,
    end: p.end,
    issue: 'Passage reads machine-like',
    message:
      'This passage reads like generic, templated writing, and unlike the rest of your essay: general statements where your other passages have names, places and things that happened to you. This is a statistical estimate, not proof of how it was written.',
    suggestion: `Make this passage yours: replace a general statement with ${PERSONAL}.`,
    replacements: [],
    impact:
      'Generic passages read as machine-written to readers and detection tools, and they hide what is yours.',
    counts: false,
  }));
}

function riskIssue(
  risk: 'high' | 'medium',
  signals: ReturnType<typeof describeSignals>,
  markedPassages: number,
): Issue {
  const where = markedPassages
    ? ` The ${markedPassages === 1 ? 'passage' : `${markedPassages} passages`} marked in your essay read the most generic.`
    : '';
  return {
    section: 'ai_detection',
    category: 'ai_risk',
    severity: risk === 'high' ? 'warning' : 'info',
    priority: risk === 'high' ? 'HIGH' : 'MEDIUM',
    start: -1,
    end: -1,
    issue: `${risk === 'high' ? 'High' : 'Medium'} AI-detection risk`,
    message: `${
      signals.towardAi.length
        ? `Patterns that are more common in AI-generated text: ${listOf(signals.towardAi)}.`
        : 'The measured patterns together read more like generic, templated writing than typical student writing.'
    }${where} This is a statistical estimate, not proof of how the essay was written.`,
    // The personal detail first, then the measured habits to change, each its own clause: in one
    // run-on sentence they were more than a student would act on.
    suggestion: `Where a sentence could be in anyone's essay, replace it with ${PERSONAL}.${
      signals.tips.length ? ` Then ${signals.tips.join('; ').replace(/; ([^;]*)$/, '; and $1')}.` : ''
    }`,
    replacements: [],
    impact: 'Essays that read as machine-written can be flagged by readers and detection tools.',
    counts: false,
  };
}

function humanNessExplanation(towardAi: string[], words: number): string {
  return [
    'A model fitted on public collections of student and AI-written essays combines about twenty measured rates: assistant-style vocabulary and stock phrases, formal connectives, repeated phrasing, everyday words and plain links (because, so, but), sentence and paragraph length variation, punctuation habits and first-person voice. Spelling slips and word rarity do not count, so proofreading never raises it.',
    towardAi.length ? `Toward AI-like here: ${listOf(towardAi)}.` : '',
    reliabilityAt(words),
  ]
    .filter(Boolean)
    .join(' ');
}

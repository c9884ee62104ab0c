// AI-writing risk. Reports three measured quantities (a word-predictability estimate on the
// 0–200 scale the screen draws, sentence-length burstiness, and a combined human-ness score)
// and says what each measures. Below MIN_WORDS the estimate is 'unknown': short texts are
// unreliable for every detector.
import { aiFeatures, humanProbability } from './ai-features';
import { HIGH_RISK_BELOW, MEDIUM_RISK_BELOW } from './ai-model';
import { describeSignals, listOf, signalWords } from './ai-signals';
import { clamp, round2 } from './stats';
import type { Analyzer, Issue } from './types';

export const MIN_WORDS = 150;

export const aiDetection: Analyzer = {
  name: 'ai_detection',
  section: 'ai_detection',
  run(essay, ctx) {
    const f = aiFeatures(essay, ctx.harper);
    const perplexity = round2(clamp(2 ** (f.surprisal - 3), 0, 200));
    const burst = round2(clamp(f.burstiness, 0, 1));
    const short = essay.wordCount < MIN_WORDS;
    // Kept within 1–99: a style estimate is never certain either way.
    const human = short ? null : clamp(Math.round(humanProbability(f) * 100), 1, 99);
    // 'high' needs human-ness below 10: on the fit split that flags no ASAP, herbold or ibrahim
    // student essay and 0.2 % of ELLIPSE learners' essays, while catching 20–87 % of each AI set.
    const risk =
      human === null
        ? 'unknown'
        : human >= MEDIUM_RISK_BELOW
          ? 'low'
          : human >= HIGH_RISK_BELOW
            ? 'medium'
            : 'high';
    const signals = describeSignals(f, signalWords(essay));
    const issues: Issue[] = [];
    if (risk === 'high' || risk === 'medium') {
      issues.push({
        section: 'ai_detection',
        category: 'ai_risk',
        severity: risk === 'high' ? 'warning' : 'info',
        priority: risk === 'high' ? 'HIGH' : 'MEDIUM',
        start: -1,
        end: -1,
        issue: `${risk === 'high' ? 'High' : 'Medium'} AI-detection risk`,
        message: signals.towardAi.length
          ? `Measured patterns that are more common in AI-generated text: ${listOf(signals.towardAi)}. This is a statistical estimate, not proof of how the essay was written.`
          : 'The measured patterns together are closer to AI-generated text than to typical student writing. This is a statistical estimate, not proof of how the essay was written.',
        suggestion: signals.tips.length
          ? `${capitalise(listOf(signals.tips))}; add specific details only you would know.`
          : 'Add specific details only you would know, and write the way you would tell the story aloud.',
        replacements: [],
        impact: 'Essays that read as machine-written can be flagged by readers and detection tools.',
        counts: false,
      });
    }
    return {
      issues,
      strengths: [],
      metrics: {
        perplexity: {
          value: perplexity,
          interpretation:
            perplexity < 60
              ? 'Very predictable word choice'
              : perplexity < 120
                ? 'Typical word predictability'
                : 'Varied, less predictable word choice',
          explanation:
            'Estimated from how common each word is in a large English word-frequency list (a unigram model, not a language model), rescaled to 0–200. Higher means less predictable wording.',
        },
        burstiness: {
          value: burst,
          interpretation:
            burst < 0.3
              ? 'Uniform sentence lengths'
              : burst < 0.55
                ? 'Some variation in sentence length'
                : 'Strong variation in sentence length',
          explanation:
            'Coefficient of variation of sentence lengths (standard deviation divided by mean), capped at 1. Human writing usually varies more.',
        },
        human_ness: {
          value: human,
          risk_level: risk,
          interpretation:
            human === null
              ? 'Too short to estimate'
              : risk === 'low'
                ? 'Reads as human-written'
                : risk === 'medium'
                  ? 'Some machine-like patterns'
                  : 'Many machine-like patterns',
          explanation:
            human === null
              ? `The text has ${essay.wordCount} ${essay.wordCount === 1 ? 'word' : 'words'}; style estimates below ${MIN_WORDS} words are unreliable, so no risk level is given.`
              : humanNessExplanation(signals),
        },
        features: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, round2(v)])),
      },
    };
  },
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function humanNessExplanation(signals: ReturnType<typeof describeSignals>): string {
  const parts = [
    'A logistic model fitted on public collections of student and AI-written essays combines about twenty measured rates: assistant-style vocabulary and stock phrases, connectives, everyday words and plain links (because, so, but), repeated phrasing, sentence and paragraph length variation, punctuation habits, spelling slips and first-person voice.',
  ];
  if (signals.towardAi.length) parts.push(`Toward AI-like here: ${listOf(signals.towardAi)}.`);
  if (signals.towardHuman.length) parts.push(`Toward human-like here: ${listOf(signals.towardHuman)}.`);
  parts.push(
    'It estimates risk from style alone; it cannot prove who wrote the text, and careful, formal human writing can score lower.',
  );
  return parts.join(' ');
}

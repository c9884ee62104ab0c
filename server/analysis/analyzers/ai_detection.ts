// AI-writing risk. Reports three measured quantities (a word-predictability estimate on the
// 0–200 scale the screen draws, sentence-length burstiness, and a combined human-ness score)
// and says what each measures. Below MIN_WORDS the estimate is 'unknown': short texts are
// unreliable for every detector.
import { aiFeatures, humanProbability } from './ai-features';
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
    const human = short ? null : Math.round(humanProbability(f) * 100);
    // 'high' needs human-ness below 15: on the fit split that flags 0.7 % of human essays (6 % of
    // the polished student essays of herbold/ibrahim) while catching about half of AI essays.
    const risk = human === null ? 'unknown' : human >= 50 ? 'low' : human >= 15 ? 'medium' : 'high';
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
        message:
          'The writing has statistical patterns common in AI-generated text (uniform sentences, generic phrasing, few personal markers).',
        suggestion:
          'Vary sentence length, replace generic phrases with specific details, and write the way you speak.',
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
              ? `The text has ${essay.wordCount} words; estimates below ${MIN_WORDS} words are unreliable, so no risk level is given.`
              : 'A logistic model fitted on public human and AI essays, over measured signals: word predictability, sentence-length variation, typo and informality rates, generic phrasing and transitions, vocabulary, punctuation and first-person use. It estimates risk; it cannot prove who wrote the text.',
        },
        features: Object.fromEntries(Object.entries(f).map(([k, v]) => [k, round2(v)])),
      },
    };
  },
};

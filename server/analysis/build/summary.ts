// Summary, score explanation and score guidance: every score says where it came from.
import type {
  ScoreExplanation,
  ScoreGuidance,
  Improvement,
  Strength,
} from '../../../shared/analysis/feedback';
import type { SectionValues } from '../scoring';
import { WEIGHTS } from '../scoring';
import { SECTION_LABEL } from './sections';
import { OVER_LIMIT } from '../analyzers/length';

const TIERS = [
  { min: 90, name: 'Outstanding', description: 'Polished, specific and distinctly yours.' },
  { min: 80, name: 'Strong', description: 'A compelling draft with a few things to tighten.' },
  { min: 70, name: 'Solid', description: 'A clear draft; sharper detail and reflection will lift it.' },
  {
    min: 60,
    name: 'Developing',
    description: 'The core is there; revise for clarity, correctness and depth.',
  },
  {
    min: 0,
    name: 'Early draft',
    description: 'Focus on answering the prompt with a specific story, then polish.',
  },
];

export function scoreExplanation(overall: number, values: SectionValues): ScoreExplanation {
  const factors: Record<string, number> = {};
  const rationale: string[] = [];
  for (const [k, v] of Object.entries(values)) {
    // AI detection is its own panel (a risk level), not a bar of the score.
    if (k !== 'ai_detection') factors[k === 'authenticity' ? 'voice' : k] = Math.round(v) / 10;
  }
  for (const [k, w] of Object.entries(WEIGHTS)) {
    const v = values[k];
    if (v !== undefined && w > 0)
      rationale.push(
        `${SECTION_LABEL[k]} ${Math.round(v)}/100 counts ${Math.round(w * 100)}% of the overall score.`,
      );
  }
  if (values.authenticity !== undefined && !WEIGHTS.authenticity)
    rationale.push(
      'Voice is reported for revision but does not change the score: it barely tracks how raters score essays.',
    );
  if (values.grammar !== undefined && values.structure !== undefined)
    rationale.push(
      'Grammar problems also lower Structure, and misspellings also lower Style: raters judge sentence control and word choice partly by them.',
    );
  if (values.ai_detection !== undefined)
    rationale.push('AI-detection risk is reported separately and does not change the score.');
  return {
    explanation: `The overall score of ${overall}/100 is a weighted average of the section scores below. Each section score starts from a typical student essay and adds or takes away points for measured features (errors per 100 words, vocabulary range and diversity, run-on sentences, paragraphing, development up to a fixed length), weighted the way human raters weigh them; it is not a judgement of your story's worth.`,
    factors,
    rationale,
  };
}

export function scoreGuidance(overall: number, improvements: Improvement[]): ScoreGuidance {
  const tier = TIERS.find((t) => overall >= t.min) ?? TIERS[TIERS.length - 1]!;
  const idx = TIERS.indexOf(tier);
  const next = idx > 0 ? TIERS[idx - 1]! : tier;
  const target = idx > 0 ? next.min : 95;
  return {
    tier_name: tier.name,
    tier_description: tier.description,
    distance_to_target: Math.max(0, target - overall),
    target_score: target,
    target_explanation:
      idx > 0
        ? `Reaching ${target} moves the essay to "${next.name}".`
        : improvements.some((i) => i.issue.startsWith(OVER_LIMIT))
          ? 'Keep the essay this strong while trimming to the limit.'
          : 'Keep the essay this strong: work through any remaining notes without losing what makes it yours.',
    // Two cards can share advice (two clichés of one kind); each step is listed once.
    next_steps: [...new Set(improvements.map((i) => i.suggestion))].slice(0, 3),
  };
}

export function summarize(
  overall: number,
  values: SectionValues,
  wordCount: number,
  improvements: Improvement[],
  strengths: Strength[],
): string {
  const entries = Object.entries(values).filter(([k]) => k !== 'ai_detection');
  if (entries.length === 0) return `${wordCount} words analysed.`;
  const best = entries.reduce((a, b) => (b[1] > a[1] ? b : a));
  const worst = entries.reduce((a, b) => (b[1] < a[1] ? b : a));
  const high = improvements.filter((i) => i.priority === 'HIGH').length;
  // With nothing urgent, a low score still needs a first step: name the first medium item.
  const medium = improvements.filter((i) => i.priority === 'MEDIUM');
  const plural = (n: number) => (n === 1 ? '' : 's');
  return [
    `Overall ${overall}/100 for a ${wordCount}-word essay.`,
    `Strongest area: ${SECTION_LABEL[best[0]] ?? best[0]} (${Math.round(best[1])}); most room to grow: ${SECTION_LABEL[worst[0]] ?? worst[0]} (${Math.round(worst[1])}).`,
    high
      ? `${high} high-priority item${plural(high)} to address first.`
      : medium[0]
        ? `Nothing high-priority; ${medium.length} medium-priority item${plural(medium.length)} to work through, starting with ${medium[0].issue}.`
        : 'No high- or medium-priority problems found.',
    strengths[0] ? `What works: ${strengths[0].description}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

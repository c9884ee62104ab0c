// Summary, score explanation and score guidance: every score says where it came from.
import type {
  ScoreExplanation,
  ScoreGuidance,
  Improvement,
  Strength,
} from '../../../shared/analysis/feedback';
import type { SectionValues } from '../scoring';
import { WEIGHTS, readerBreakdown } from '../scoring';
import { SECTION_LABEL } from './sections';
import { OVER_LIMIT } from '../analyzers/length';
import type { Withheld } from './withheld';
import { nextSteps } from './next-steps';

/** What the guidance and summary need beyond the scores: why a score is withheld, open errors. */
export interface EssayContext {
  withheld?: Withheld | null;
  /** Error-level findings still open (misspellings, wrong words). */
  errors?: number;
  /** The essay's two most telling nouns (content's subject metric). */
  subject?: string[];
  /** The section where the most overall points are to gain ("Content"). */
  weakest?: string;
}

/** The section where raising the score gains the most overall points (its weight times its room). */
export function weakestSection(values: SectionValues): string | undefined {
  let best: [string, number] | undefined;
  for (const [k, v] of Object.entries(values)) {
    const gain = (WEIGHTS[k] ?? 0) * (100 - v);
    if (gain > 0 && (!best || gain > best[1])) best = [k, gain];
  }
  return best ? (SECTION_LABEL[best[0]] ?? best[0]) : undefined;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
  const reader = readerBreakdown(values);
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
  if (reader.length) rationale.push(`Then what an admissions reader takes off: ${reader.join('; ')}.`);
  if (values.ai_detection !== undefined)
    rationale.push('AI-detection risk is reported separately and does not change the score.');
  return {
    explanation: `The overall score of ${overall}/100 is a weighted average of the section scores below. Each section score starts from a typical student essay and adds or takes away points for measured features (errors per 100 words, vocabulary range and diversity, run-on sentences, paragraphing, development up to a fixed length), weighted the way human raters weigh them; it is not a judgement of your story's worth.`,
    factors,
    rationale,
  };
}

export function scoreGuidance(
  overall: number,
  improvements: Improvement[],
  ctx: EssayContext = {},
): ScoreGuidance {
  const steps = nextSteps(improvements);
  if (ctx.withheld)
    return {
      tier_name: 'Not scored',
      tier_description: ctx.withheld.message,
      distance_to_target: 0,
      target_score: 0,
      target_explanation: ctx.withheld.message,
      next_steps: steps,
    };
  const tier = TIERS.find((t) => overall >= t.min) ?? TIERS[TIERS.length - 1]!;
  const idx = TIERS.indexOf(tier);
  const next = idx > 0 ? TIERS[idx - 1]! : tier;
  const target = idx > 0 ? next.min : 95;
  const over = improvements.find((i) => i.issue.startsWith(OVER_LIMIT));
  const errors = ctx.errors ?? 0;
  // The top tier is not "polished" while mistakes are open, nor any tier submittable over the limit.
  const name = idx === 0 && errors > 0 ? `${tier.name} once you fix ${plural(errors, 'error')}` : tier.name;
  const description = over
    ? `Not submittable yet: ${over.issue.charAt(0).toLowerCase()}${over.issue.slice(1)}. Cut to the limit first.`
    : idx === 0 && errors > 0
      ? 'Specific and distinctly yours; proofread it before you submit.'
      : `${tier.description}${ctx.weakest ? ` Most points to gain: ${ctx.weakest}.` : ''}`;
  return {
    tier_name: name,
    tier_description: description,
    distance_to_target: Math.max(0, target - overall),
    target_score: target,
    target_explanation:
      idx > 0
        ? `Reaching ${target} moves the essay to "${next.name}".`
        : over
          ? 'Keep the essay this strong while trimming to the limit.'
          : 'Keep the essay this strong: work through any remaining notes without losing what makes it yours.',
    next_steps: steps,
  };
}

/** "cicadas and trails" from the subject nouns, or '' when nothing repeats. */
const about = (subject: string[] = []) => (subject.length ? ` about ${subject.join(' and ')}` : '');

export function summarize(
  overall: number,
  values: SectionValues,
  wordCount: number,
  improvements: Improvement[],
  strengths: Strength[],
  ctx: EssayContext = {},
): string {
  const entries = Object.entries(values).filter(([k]) => k !== 'ai_detection');
  if (ctx.withheld) return `A ${wordCount}-word text. ${ctx.withheld.message}`;
  if (entries.length === 0) return `${wordCount} words analysed.`;
  const best = entries.reduce((a, b) => (b[1] > a[1] ? b : a));
  const worst = entries.reduce((a, b) => (b[1] < a[1] ? b : a));
  const high = improvements.filter((i) => i.priority === 'HIGH').length;
  // With nothing urgent, a low score still needs a first step: name the first medium item.
  const medium = improvements.filter((i) => i.priority === 'MEDIUM');
  const biggest = improvements.find((i) => i.priority === 'HIGH') ?? medium[0];
  // Praise that quotes the essay (its opening, a scene) says more than one that found nothing wrong.
  const praise = strengths.find((s) => s.text_snippet) ?? strengths[0];
  return [
    `Overall ${overall}/100 for a ${wordCount}-word essay${about(ctx.subject)}.`,
    biggest ? `The single biggest fix: ${biggest.issue.replace(/[.:]$/, '')}. ${biggest.suggestion}` : '',
    `Strongest area: ${SECTION_LABEL[best[0]] ?? best[0]} (${Math.round(best[1])}); most room to grow: ${SECTION_LABEL[worst[0]] ?? worst[0]} (${Math.round(worst[1])}).`,
    high
      ? `${plural(high, 'high-priority item')} to address first.`
      : medium[0]
        ? `Nothing high-priority; ${plural(medium.length, 'medium-priority item')} to work through.`
        : 'No high- or medium-priority problems found.',
    praise ? `What works: ${praise.description}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

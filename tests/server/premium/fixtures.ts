// A realistic essay, the basic engine's feedback for it (hand-built, schema-valid) and model answers.
import { FeedbackSchema, type Feedback, type SectionScore } from '../../../shared/analysis/feedback';

export const ESSAY = [
  'The summer I turned sixteen, my grandmother taught me to make dumplings at her kitchen table.',
  'Her hands moved faster than I could follow, folding each wrapper into twelve perfect pleats.',
  "Mine looked like crumpled paper, and she laughed — a sound I hadn't heard since my grandfather died.",
  '',
  'I realized that cooking was her way of remembering him. Every Sunday after that, I came back.',
  'I learned the recipes, but more importantly I learned to listen to the stories folded inside them.',
  'Now, when I volunteer at the community kitchen, I think about how food carries memory.',
].join('\n');

export const PROMPT = 'Describe a person who has influenced you and explain how.';

const section = (score: number, extra: Partial<SectionScore> = {}): SectionScore => ({
  score,
  score_explanation: `Scored ${score}`,
  metrics_interpretation: ['Engine interpretation'],
  summary: 'Engine summary',
  details: { user_metrics: {}, findings: [] },
  ...extra,
});

export function basicFeedback(): Feedback {
  return FeedbackSchema.parse({
    overall_score: 72,
    percentage: 72,
    max_score: 100,
    score_explanation: { explanation: 'Solid draft.', factors: { clarity: 7 }, rationale: ['Clear story'] },
    word_count: 118,
    char_count: ESSAY.length,
    summary: 'A warm, specific essay.',
    score_guidance: {
      tier_name: 'Good',
      tier_description: 'A good essay',
      distance_to_target: 8,
      target_score: 80,
      target_explanation: 'Reach 80',
      next_steps: ['Add reflection'],
    },
    section_scores: {
      grammar: section(80),
      spelling: section(95),
      style: section(70),
      structure: section(68),
      content: section(74),
      authenticity: section(77),
      ai_detection: {
        ...section(81),
        details: {
          user_metrics: {
            perplexity: {
              value: 88,
              interpretation: 'Varied',
              explanation: 'Local word-frequency estimate.',
            },
            burstiness: { value: 0.6, interpretation: 'Varied', explanation: 'Sentence length variation.' },
            human_ness: { value: 81, risk_level: 'low', interpretation: 'Human', explanation: 'Combined.' },
          },
          findings: [],
        },
      },
    },
    quick_wins: [{ description: 'Cut "more importantly"', location: { line_start: 6, line_end: 6 } }],
    strengths: [],
    improvements: [
      {
        priority: 'MEDIUM',
        section: 'style',
        issue: 'Weak transition',
        suggestion: 'Replace "more importantly".',
        location: { line_start: 6, line_end: 6 },
        text_snippet: 'more importantly',
        example: 'I learned the recipes, and the stories folded inside them.',
        alternatives: [],
        evidence: [],
        impact: 'Tighter prose',
      },
    ],
    annotations: [],
    length: { unit: 'words', used: 118, limit: 650, status: 'within', delta: 0, message: 'Within limit' },
    meta: { engine: 'test', analyzers: ['grammar'], duration_ms: 12, prompt_provided: true },
  });
}

export interface AnswerParts {
  improvements?: unknown[];
  red_flags?: unknown[];
  reader_quote?: string;
  extra?: Record<string, unknown>;
}

/** A good model answer; quotes are copied from ESSAY (some with curly/straight quote differences). */
export function goodAnswer(parts: AnswerParts = {}): string {
  return JSON.stringify({
    reader_will_remember: {
      note: 'The grandmother laughing for the first time since the loss.',
      quote: parts.reader_quote ?? "she laughed - a sound I hadn't heard since my grandfather died",
    },
    prompt_fit: {
      rating: 'Strong',
      assessment: 'The essay names the person and shows her influence through a ritual.',
      evidence: ['my grandmother taught me to make dumplings at her kitchen table'],
    },
    improvements: parts.improvements ?? [
      {
        priority: 'high',
        section: 'Content',
        issue: 'The reflection is stated rather than shown.',
        suggestion: 'Show one story she told while folding.',
        text_snippet: 'I realized that cooking was her way of remembering him.',
        example: 'Between pleats she told me how he burned the first batch every New Year.',
        alternatives: ['End the paragraph on her words, not yours.'],
        evidence: ['I realized that cooking was her way of remembering him'],
        impact: 'Readers trust a scene more than a conclusion.',
      },
      {
        priority: 'MEDIUM',
        section: 'structure',
        issue: 'The ending jumps to volunteering without a bridge.',
        suggestion: 'Connect the kitchen table to the community kitchen.',
        text_snippet:
          'Now, when I volunteer at the community kitchen, I think about how food carries memory.',
        example: 'At the community kitchen I fold twelve pleats for strangers, and ask them about home.',
        alternatives: ['Open the last paragraph with a concrete moment at the kitchen.'],
        evidence: [],
        impact: 'A clear arc makes the influence visible.',
      },
    ],
    tone_voice: [
      { note: 'Warm and understated; the humour is yours.', evidence: ['Mine looked like crumpled paper'] },
    ],
    red_flags: parts.red_flags ?? [
      {
        message: 'This phrase is a common essay cliché.',
        suggestion: 'Say what you learned in your own words.',
        quote: 'more importantly I learned to listen',
      },
    ],
    deeper_analysis: [
      {
        message: 'Specific sensory details read as personal writing.',
        suggestion: 'Keep the twelve pleats.',
      },
    ],
    ...parts.extra,
  });
}

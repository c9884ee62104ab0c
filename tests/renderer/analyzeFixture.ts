import type { AnalysisResult, Feedback, SectionScore } from '../../shared/analysis/feedback';

// A complete result for renderer tests, shaped by the contract in shared/analysis/feedback.ts.

export const XSS = '<img src=x onerror=alert(1)>';
export const ESSAY = `I recieve teh letter on a Tuesday. ${XSS} It changed everything.`;

const section = (score: number, summary: string, extra: Partial<SectionScore> = {}): SectionScore => ({
  score,
  score_explanation: `${summary} explained`,
  metrics_interpretation: [`${summary} metric`],
  summary,
  details: { user_metrics: {}, findings: [] },
  ...extra,
});

export function feedbackFixture(overrides: Partial<Feedback> = {}): Feedback {
  return {
    overall_score: 78,
    percentage: 78,
    max_score: 100,
    score_explanation: {
      explanation: 'Solid story with a few mechanical slips.',
      factors: { prompt_fit: 8, mechanics: 5.5, voice: 3 },
      rationale: ['Clear narrative arc.', `Quote: ${XSS}`],
    },
    word_count: 14,
    char_count: ESSAY.length,
    summary: 'A promising draft.',
    score_guidance: {
      tier_name: 'Competitive',
      tier_description: 'Strong with polish needed.',
      distance_to_target: 7,
      target_score: 85,
      target_explanation: 'Fix the spelling first.',
      next_steps: ['Fix spelling', 'Add a reflection'],
    },
    section_scores: {
      grammar: section(82, 'Grammar summary'),
      spelling: section(60, 'Spelling summary'),
      style: section(75, 'Style summary'),
      structure: section(70, 'Structure summary'),
      content: section(80, 'Content summary'),
      authenticity: section(88, 'Authenticity summary'),
      ai_detection: {
        ...section(72, 'AI summary'),
        details: {
          user_metrics: {
            perplexity: {
              value: 120,
              interpretation: 'Varied word choice',
              explanation: 'Measured per word.',
            },
            burstiness: {
              value: 0.42,
              interpretation: 'Some variation',
              explanation: 'Sentence length spread.',
            },
            // Scored by a language model (premium, LLM_LOGPROBS): a true perplexity.
            perplexity_method: 'model_logprobs',
            human_ness: {
              value: 64,
              risk_level: 'medium',
              interpretation: 'Mixed',
              explanation: 'Estimated.',
            },
          },
          findings: [
            { message: 'Rule finding hidden', suggestion: '', metadata: { source: 'rules', type: 'x' } },
            {
              message: 'Too polished opening',
              suggestion: 'Roughen it',
              metadata: { source: 'llm_enhancement', type: 'premium_red_flags' },
            },
          ],
        },
      },
    },
    quick_wins: [{ description: 'Fix “recieve”', location: { line_start: 1, line_end: 1 } }],
    strengths: [
      {
        description: 'Vivid opening',
        section: 'content',
        location: { line_start: 1, line_end: 1 },
        text_snippet: 'on a Tuesday',
        impact: 'Readers picture the moment.',
        evidence: ['Concrete day named'],
      },
    ],
    improvements: [
      {
        priority: 'high' as 'HIGH',
        section: 'spelling',
        issue: 'Misspelled words',
        suggestion: 'Correct them',
        location: { line_start: 1, line_end: 2 },
        text_snippet: XSS,
        example: 'I received the letter',
        alternatives: ['I got the letter'],
        evidence: ['“recieve” is not a word'],
        impact: 'Typos cost credibility.',
      },
    ],
    annotations: [
      {
        start: 2,
        end: 9,
        analyzer: 'spelling',
        category: 'misspelling',
        severity: 'error',
        message: 'Possible misspelling',
        replacements: ['receive', 'relieve'],
      },
      {
        start: 10,
        end: 13,
        analyzer: 'spelling',
        category: 'misspelling',
        severity: 'error',
        message: 'Did you mean “the”?',
        replacements: ['the'],
      },
    ],
    length: { unit: 'words', used: 14, limit: 650, status: 'under', delta: 571, message: '' },
    meta: { engine: 'test', analyzers: ['spelling'], duration_ms: 3, prompt_provided: false },
    ...overrides,
  };
}

export function resultFixture(feedback: Feedback = feedbackFixture()): AnalysisResult {
  return {
    feedback,
    html: `<!doctype html><p>${XSS.replace(/</g, '&lt;')}</p>`,
    markdown: '# Essay analysis',
    json_output: JSON.stringify({ overall_score: feedback.overall_score }),
  };
}

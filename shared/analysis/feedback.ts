// The result contract (product spec section 3). Every engine output is validated against
// these schemas in tests, and the renderer reads the inferred types.
import { z } from 'zod';
import { TrimPlanSchema } from './trim';

export const LocationSchema = z.object({
  line_start: z.number().int().min(1),
  line_end: z.number().int().min(1),
});
export type Location = z.infer<typeof LocationSchema>;

export const PrioritySchema = z.enum(['HIGH', 'MEDIUM', 'LOW']);
export type Priority = z.infer<typeof PrioritySchema>;

/**
 * Which rule made a finding, so a false-alarm report can be traced: an engine grammar rule's id
 * ('country-the'), a harper rule as 'harper:<RuleName>', else '<section>:<category>' for the
 * analyzer that found it ('spelling:real_word', 'style:cliche').
 */
export const RuleIdSchema = z.string().min(1);

export const ImprovementSchema = z.object({
  priority: PrioritySchema,
  section: z.string(),
  issue: z.string(),
  suggestion: z.string(),
  location: LocationSchema,
  text_snippet: z.string(),
  example: z.string(),
  alternatives: z.array(z.string()),
  evidence: z.array(z.string()),
  impact: z.string(),
  // Who produced the card: absent for the rule engine, 'llm_enhancement' for the premium layer.
  source: z.string().optional(),
  // The engine rule behind the card (see RuleIdSchema); absent on the premium layer's cards.
  rule_id: RuleIdSchema.optional(),
});
export type Improvement = z.infer<typeof ImprovementSchema>;

export const StrengthSchema = z.object({
  description: z.string(),
  section: z.string(),
  location: LocationSchema,
  text_snippet: z.string(),
  impact: z.string(),
  evidence: z.array(z.string()),
  source: z.string().optional(),
});
export type Strength = z.infer<typeof StrengthSchema>;

export const QuickWinSchema = z.object({
  description: z.string(),
  location: LocationSchema,
});
export type QuickWin = z.infer<typeof QuickWinSchema>;

export const FindingSchema = z.object({
  message: z.string(),
  suggestion: z.string(),
  metadata: z.object({ source: z.string(), type: z.string() }),
});
export type Finding = z.infer<typeof FindingSchema>;

export const SeveritySchema = z.enum(['error', 'warning', 'suggestion', 'info']);
export type Severity = z.infer<typeof SeveritySchema>;

// Offsets are UTF-16 code units into the submitted text (what String#slice uses).
export const AnnotationSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    analyzer: z.string(),
    category: z.string(),
    severity: SeveritySchema,
    message: z.string(),
    replacements: z.array(z.string()),
    rule_id: RuleIdSchema.optional(),
  })
  .refine((a) => a.end >= a.start, { message: 'annotation end before start' });
export type Annotation = z.infer<typeof AnnotationSchema>;

export const MetricSchema = z.object({
  value: z.number(),
  interpretation: z.string(),
  explanation: z.string(),
});
export type Metric = z.infer<typeof MetricSchema>;

export const RiskLevelSchema = z.enum(['low', 'medium', 'high', 'unknown']);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const AiPassageSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  machine_like: z.boolean(),
  /** The passage's opening words. */
  snippet: z.string(),
});
export type AiPassage = z.infer<typeof AiPassageSchema>;

export const AiDetectionMetricsSchema = z
  .object({
    perplexity: MetricSchema,
    burstiness: MetricSchema.extend({ value: z.number().min(0).max(1) }),
    // value is null when the text is too short to judge (risk_level 'unknown').
    human_ness: z.object({
      value: z.number().min(0).max(100).nullable(),
      risk_level: RiskLevelSchema,
      interpretation: z.string(),
      explanation: z.string(),
    }),
    // Added for the AI-detection panel (optional: results saved before them have none).
    // The measures under their honest names; perplexity and burstiness stay for compatibility.
    word_rarity: MetricSchema.optional(),
    sentence_length_variation: MetricSchema.optional(),
    // What the level means in tests ("In tests, x % of AI-written … land at this level"), or why
    // there is no level.
    level_meaning: z.string().optional(),
    // False below the length floor: then no number is shown anywhere.
    enough_text: z.boolean().optional(),
    // The passage map: each passage (paragraph or ~120-word window) and whether it reads machine-like.
    passages: z.array(AiPassageSchema).optional(),
  })
  .catchall(z.unknown());
export type AiDetectionMetrics = z.infer<typeof AiDetectionMetricsSchema>;

const sectionScore = <T extends z.ZodType>(userMetrics: T) =>
  z.object({
    score: z.number().min(0).max(100),
    score_explanation: z.string(),
    metrics_interpretation: z.array(z.string()),
    summary: z.string(),
    details: z.object({ user_metrics: userMetrics, findings: z.array(FindingSchema) }),
  });

export const SectionScoreSchema = sectionScore(z.record(z.string(), z.unknown()));
export type SectionScore = z.infer<typeof SectionScoreSchema>;
export const AiDetectionSectionSchema = sectionScore(AiDetectionMetricsSchema);

export const SECTION_NAMES = [
  'grammar',
  'spelling',
  'style',
  'structure',
  'content',
  'authenticity',
  'ai_detection',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const SectionScoresSchema = z
  .object({
    grammar: SectionScoreSchema,
    spelling: SectionScoreSchema,
    style: SectionScoreSchema,
    structure: SectionScoreSchema,
    content: SectionScoreSchema,
    authenticity: SectionScoreSchema,
    ai_detection: AiDetectionSectionSchema,
  })
  .catchall(SectionScoreSchema);
export type SectionScores = z.infer<typeof SectionScoresSchema>;

export const ScoreExplanationSchema = z.object({
  explanation: z.string(),
  factors: z.record(z.string(), z.number().min(0).max(10)),
  rationale: z.array(z.string()),
});
export type ScoreExplanation = z.infer<typeof ScoreExplanationSchema>;

export const ScoreGuidanceSchema = z.object({
  tier_name: z.string(),
  tier_description: z.string(),
  distance_to_target: z.number(),
  target_score: z.number(),
  target_explanation: z.string(),
  next_steps: z.array(z.string()),
});
export type ScoreGuidance = z.infer<typeof ScoreGuidanceSchema>;

export const LengthStatusSchema = z.object({
  unit: z.enum(['words', 'characters']),
  used: z.number().int().min(0),
  limit: z.number().int().min(1).nullable(),
  status: z.enum(['over', 'under', 'within', 'no_limit']),
  // Units to cut (over) or to add to reach 90 % (under); 0 otherwise.
  delta: z.number().int().min(0),
  message: z.string(),
});
export type LengthStatus = z.infer<typeof LengthStatusSchema>;

export const FeedbackSchema = z.object({
  overall_score: z.number().min(0).max(100),
  percentage: z.number().min(0).max(100),
  max_score: z.literal(100),
  score_explanation: ScoreExplanationSchema,
  word_count: z.number().int().min(0),
  char_count: z.number().int().min(0),
  summary: z.string(),
  score_guidance: ScoreGuidanceSchema,
  section_scores: SectionScoresSchema,
  quick_wins: z.array(QuickWinSchema),
  strengths: z.array(StrengthSchema),
  improvements: z.array(ImprovementSchema),
  annotations: z.array(AnnotationSchema),
  length: LengthStatusSchema,
  // Set when the text is too short or not English enough to judge: overall_score is then 0 and
  // means "not scored", and the message says why (issue 30).
  score_withheld: z.object({ reason: z.enum(['too_short', 'not_english']), message: z.string() }).optional(),
  // The word-limit surgeon's ranked cuts (issue 35), when the essay was given a limit.
  trim: TrimPlanSchema.optional(),
  meta: z.object({
    engine: z.string(),
    analyzers: z.array(z.string()),
    duration_ms: z.number().min(0),
    prompt_provided: z.boolean(),
  }),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const AnalysisResultSchema = z.object({
  feedback: FeedbackSchema,
  html: z.string(),
  markdown: z.string(),
  json_output: z.string(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

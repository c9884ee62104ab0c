// Assembles the Feedback object from analyzer outputs.
import type { Feedback, AiDetectionMetrics, SectionScore } from '../../../shared/analysis/feedback';
import type { ParsedAnalysisInput } from '../../../shared/analysis/input';
import type { ParsedEssay } from '../nlp/parse';
import type { HarperLint } from '../lint/harper';
import type { Issue, StrengthItem } from '../analyzers/types';
import { sectionValues, overallScore, type Outputs } from '../scoring';
import { lengthStatus } from '../analyzers/length';
import { buildSections, emptyAiMetrics } from './sections';
import { withoutDuplicates } from './dedupe';
import { gateEditedWriting } from './edited-writing';
import { mergeSameWord } from './same-word';
import { buildAnnotations, buildImprovements, buildQuickWins, buildStrengths } from './cards';
import { scoreExplanation, scoreGuidance, summarize, weakestSection, type EssayContext } from './summary';
import { withheldReason } from './withheld';

export const ENGINE = 'essay-coach-rules/1';

const REQUIRED = ['grammar', 'spelling', 'style', 'structure', 'content', 'authenticity'] as const;

export function buildFeedback(
  essay: ParsedEssay,
  input: ParsedAnalysisInput,
  rawOutputs: Outputs,
  harper: HarperLint[],
  durationMs: number,
): Feedback {
  const outputs = gateEditedWriting(rawOutputs, essay, input.word_limit != null);
  const issues: Issue[] = mergeSameWord(
    withoutDuplicates(Object.values(outputs).flatMap((o) => o.issues)),
    essay.text,
  );
  const strengthItems: StrengthItem[] = Object.values(outputs).flatMap((o) => o.strengths);
  const values = sectionValues(outputs, essay, harper);
  const withheld = withheldReason(essay);
  const overall = withheld ? 0 : overallScore(values);
  const subject = outputs.content?.metrics.subject;
  const ctx: EssayContext = {
    withheld,
    errors: issues.filter((i) => i.severity === 'error' && i.counts !== false && i.start >= 0).length,
    subject: Array.isArray(subject) ? subject.map(String) : [],
    weakest: weakestSection(values),
  };
  const improvements = buildImprovements(essay, issues);
  const strengths = buildStrengths(essay, strengthItems);
  const built = buildSections(values, outputs, issues);
  // Sections of analyzers that were not run are present (the contract requires them) but say so.
  const placeholder = (name: string): SectionScore => ({
    score: 0,
    score_explanation: `The ${name} analyzer was not run for this request.`,
    metrics_interpretation: [],
    summary: 'Not analysed.',
    details: { user_metrics: {}, findings: [] },
  });
  const sections = Object.fromEntries(REQUIRED.map((k) => [k, built[k] ?? placeholder(k)])) as Record<
    (typeof REQUIRED)[number],
    SectionScore
  >;
  const aiBuilt = built.ai_detection;
  const ai = aiBuilt
    ? {
        ...aiBuilt,
        details: { ...aiBuilt.details, user_metrics: aiBuilt.details.user_metrics as AiDetectionMetrics },
      }
    : { ...placeholder('ai_detection'), details: { user_metrics: emptyAiMetrics(), findings: [] } };
  return {
    overall_score: overall,
    percentage: overall,
    max_score: 100,
    score_explanation: scoreExplanation(overall, values),
    word_count: essay.wordCount,
    char_count: essay.charCount,
    summary: summarize(overall, values, essay.wordCount, improvements, strengths, ctx),
    score_guidance: scoreGuidance(overall, improvements, ctx),
    section_scores: { ...sections, ai_detection: ai },
    quick_wins: buildQuickWins(essay, issues),
    strengths,
    improvements,
    annotations: buildAnnotations(issues),
    length: lengthStatus(essay, input),
    ...(withheld ? { score_withheld: withheld } : {}),
    meta: {
      engine: ENGINE,
      analyzers: Object.keys(outputs),
      duration_ms: Math.round(durationMs),
      prompt_provided: Boolean(input.prompt?.trim()),
    },
  };
}

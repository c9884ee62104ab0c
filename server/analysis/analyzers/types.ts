// The analyzer contract: a pure function from a parsed essay plus context to issues,
// strengths and metrics. The pipeline turns these into cards, annotations and scores.
import type { ParsedAnalysisInput } from '../../../shared/analysis/input';
import type { Priority, Severity } from '../../../shared/analysis/feedback';
import type { ParsedEssay } from '../nlp/parse';
import type { HarperLint } from '../lint/harper';
import type { NameLexicon } from '../spell/names';

export interface Issue {
  /** Section the issue feeds (grammar, spelling, style, ...). */
  section: string;
  category: string;
  severity: Severity;
  priority: Priority;
  /** Offsets into the essay; -1 for whole-essay issues that point at no words. */
  start: number;
  end: number;
  /** Short card title. */
  issue: string;
  message: string;
  suggestion: string;
  replacements: string[];
  example?: string;
  alternatives?: string[];
  evidence?: string[];
  impact?: string;
  /** Counts toward the section's error density (false for notes such as possible names). */
  counts?: boolean;
  /** The rule that made it: a grammar rule's id or 'harper:<RuleName>'; see ruleIdOf. */
  ruleId?: string;
}

/** The rule id a finding carries into its card and annotation (shared RuleIdSchema). */
export const ruleIdOf = (i: Issue): string => i.ruleId ?? `${i.section}:${i.category}`;

export interface StrengthItem {
  section: string;
  description: string;
  start: number;
  end: number;
  impact: string;
  evidence: string[];
}

export type MetricValue = number | string | boolean | null | Record<string, unknown> | unknown[];

export interface AnalyzerOutput {
  issues: Issue[];
  strengths: StrengthItem[];
  metrics: Record<string, MetricValue>;
}

export interface AnalyzerContext {
  input: ParsedAnalysisInput;
  harper: HarperLint[];
  names: NameLexicon;
}

export interface Analyzer {
  name: string;
  section: string;
  run(essay: ParsedEssay, ctx: AnalyzerContext): AnalyzerOutput;
  /**
   * For an analyzer that reads harper's lints: the work that does not, done while helper workers
   * lint (pipeline.ts), so `run` after the lints has less left. Must not change what `run` returns.
   */
  prepare?(essay: ParsedEssay, ctx: Omit<AnalyzerContext, 'harper'>): void;
}

export const empty = (): AnalyzerOutput => ({ issues: [], strengths: [], metrics: {} });

export function snippet(text: string, start: number, end: number, pad = 40): string {
  if (start < 0) return '';
  const s = Math.max(0, text.lastIndexOf(' ', Math.max(0, start - pad)) + 1);
  let e = text.indexOf(' ', Math.min(text.length, end + pad));
  if (e < 0) e = text.length;
  return `${s > 0 ? '…' : ''}${text.slice(s, e).replace(/\s+/g, ' ').trim()}${e < text.length ? '…' : ''}`;
}

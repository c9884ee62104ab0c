// Display rules of the product spec (section 5) as pure functions, shared by the Review Essay
// screen and the dashboard's analysis viewer so both colour and label results the same way.
import type { RiskLevel } from '../../../../shared/analysis/feedback';
import { PREMIUM_ANALYSIS, PREMIUM_RED_FLAGS, PREMIUM_SOURCE } from '../../../../shared/premium';

export type StatusColor = 'success' | 'info' | 'warning' | 'error';

/** Overall score: 90 or more success, 70 or more info, 50 or more warning, else error. */
export function overallScoreColor(score: number): StatusColor {
  if (score >= 90) return 'success';
  if (score >= 70) return 'info';
  if (score >= 50) return 'warning';
  return 'error';
}

/** Table score (dashboard): 80 or more success, 60 or more warning, else error. */
export function tableScoreColor(score: number): Exclude<StatusColor, 'info'> {
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  return 'error';
}

export type FactorColor = 'green' | 'blue' | 'orange';

/** Score factor bars (0–10): green at 7 or above, blue at 5 or above, otherwise orange. */
export function factorColor(value: number): FactorColor {
  if (value >= 7) return 'green';
  if (value >= 5) return 'blue';
  return 'orange';
}

export type HumanNessColor = 'green' | 'lightGreen' | 'orange' | 'red';

/** Human-ness bar (0–100): green at 80+, light green at 70+, orange at 50+, otherwise red. */
export function humanNessColor(value: number): HumanNessColor {
  if (value >= 80) return 'green';
  if (value >= 70) return 'lightGreen';
  if (value >= 50) return 'orange';
  return 'red';
}

const RISK_LABELS: Record<string, string> = { low: 'Low Risk', medium: 'Medium Risk', high: 'High Risk' };

/** low → 'Low Risk', medium → 'Medium Risk', high → 'High Risk', anything else → 'Unknown'. */
export function riskLabel(level: RiskLevel | string | null | undefined): string {
  return (typeof level === 'string' && RISK_LABELS[level]) || 'Unknown';
}

const clampPercent = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

/** Perplexity bar: value / 200, capped at 100 %. */
export const perplexityPercent = (value: number): number => clampPercent((value / 200) * 100);

/** Burstiness bar: value × 100. */
export const burstinessPercent = (value: number): number => clampPercent(value * 100);

/** 'prompt_fit' → 'Prompt Fit': underscores become spaces and each word is capitalised. */
export function factorLabel(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type PriorityLevel = 'high' | 'medium' | 'other';

/** Improvement priority, case-insensitive: HIGH, MEDIUM or anything else. */
export function priorityLevel(priority: string | null | undefined): PriorityLevel {
  const p = (priority ?? '').trim().toUpperCase();
  if (p === 'HIGH') return 'high';
  if (p === 'MEDIUM') return 'medium';
  return 'other';
}

/** A card location: a string as is, or `{line_start, line_end}` as 'Line 3' / 'Lines 3–5'. */
export function locationLabel(location: unknown): string | null {
  if (typeof location === 'string') return location.trim() || null;
  if (typeof location !== 'object' || location === null) return null;
  const { line_start: start, line_end: end } = location as { line_start?: unknown; line_end?: unknown };
  if (typeof start !== 'number') return null;
  if (typeof end !== 'number' || end === start) return `Line ${start}`;
  return `Lines ${start}–${end}`;
}

export interface ShownFinding {
  message: string;
  suggestion: string;
  intent: 'warning' | 'info' | 'success';
}

/**
 * AI-detection findings the panel shows: only those whose metadata.source is 'llm_enhancement';
 * type premium_red_flags is a warning, premium_analysis info, anything else success.
 */
export function shownAiFindings(findings: readonly unknown[] | null | undefined): ShownFinding[] {
  const shown: ShownFinding[] = [];
  for (const raw of findings ?? []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const f = raw as {
      message?: unknown;
      suggestion?: unknown;
      metadata?: { source?: unknown; type?: unknown };
    };
    if (f.metadata?.source !== PREMIUM_SOURCE) continue;
    const intent =
      f.metadata.type === PREMIUM_RED_FLAGS
        ? 'warning'
        : f.metadata.type === PREMIUM_ANALYSIS
          ? 'info'
          : 'success';
    shown.push({
      message: typeof f.message === 'string' ? f.message : '',
      suggestion: typeof f.suggestion === 'string' ? f.suggestion : '',
      intent,
    });
  }
  return shown;
}

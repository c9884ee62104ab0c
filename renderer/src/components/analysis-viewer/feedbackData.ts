// Reads a stored feedback object defensively: records written by older versions (or partial ones) may
// lack fields, and the viewer must show what is there rather than fail.

export interface ViewerSection {
  name: string;
  score: number;
  summary: string;
}
export interface ViewerQuickWin {
  description: string;
  location: unknown;
}
export interface ViewerStrength {
  section: string;
  description: string;
}
export interface ViewerImprovement {
  priority: string;
  section: string;
  issue: string;
  suggestion: string;
}
export interface ViewerFeedback {
  overallScore: number | null;
  explanation: string;
  factors: Record<string, number>;
  rationale: string[];
  tier: string;
  sections: ViewerSection[];
  quickWins: ViewerQuickWin[];
  strengths: ViewerStrength[];
  improvements: ViewerImprovement[];
  summary: string;
  /** The stored AI-detection section, read by the AI detection panel itself. */
  aiDetection: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

export function hasAnalysisData(data: unknown): data is Obj {
  return isObj(data) && Object.keys(data).length > 0;
}

export function readFeedback(data: Obj): ViewerFeedback {
  const explanation = isObj(data.score_explanation) ? data.score_explanation : {};
  const factors: Record<string, number> = {};
  if (isObj(explanation.factors)) {
    for (const [k, v] of Object.entries(explanation.factors)) if (num(v) !== null) factors[k] = v as number;
  }
  const sections = isObj(data.section_scores)
    ? Object.entries(data.section_scores)
        // AI detection has its own panel (a level, not a score).
        .filter(
          (entry): entry is [string, Obj] =>
            entry[0] !== 'ai_detection' && isObj(entry[1]) && num(entry[1].score) !== null,
        )
        .map(([name, s]) => ({
          name,
          score: Math.round(s.score as number),
          summary: str(s.summary) || str(s.score_explanation),
        }))
    : [];
  return {
    overallScore: num(data.overall_score),
    aiDetection: isObj(data.section_scores) ? data.section_scores.ai_detection : undefined,
    explanation: str(explanation.explanation),
    factors,
    rationale: Array.isArray(explanation.rationale)
      ? explanation.rationale.filter((r) => typeof r === 'string')
      : [],
    tier: isObj(data.score_guidance) ? str(data.score_guidance.tier_name) : '',
    sections,
    quickWins: list(data.quick_wins).map((w) => ({ description: str(w.description), location: w.location })),
    strengths: list(data.strengths).map((s) => ({
      section: str(s.section),
      description: str(s.description),
    })),
    improvements: list(data.improvements).map((i) => ({
      priority: str(i.priority),
      section: str(i.section),
      issue: str(i.issue),
      suggestion: str(i.suggestion),
    })),
    summary: str(data.summary),
  };
}

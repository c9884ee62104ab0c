// Two reviewed drafts of one essay compared (issue 35): the score change by section, the findings
// fixed / new / remaining (matched by the words they point at, not by position), the length against
// the limit, the text differences and one sentence on why the score moved. Pure and isomorphic.
import type { Annotation, LengthStatus } from '../analysis/feedback';
import { diffTexts, type TextDiff } from './diff';

/** What a comparison reads of a review: older stored reviews may lack parts of it. */
export interface ReviewedDraft {
  id: string;
  created_at: string;
  text: string | null;
  overall_score: number;
  section_scores: Record<string, { score: number } | undefined>;
  annotations: Annotation[];
  length: LengthStatus | null;
}

export interface FindingRef {
  section: string;
  category: string;
  /** The words it points at in its draft ('' when the draft's text was not kept). */
  text: string;
  message: string;
}

export interface SectionChange {
  section: string;
  label: string;
  before: number;
  after: number;
  delta: number;
}

export interface DraftComparison {
  before: { id: string; created_at: string; overall_score: number };
  after: { id: string; created_at: string; overall_score: number };
  score_delta: number;
  sections: SectionChange[];
  findings: { fixed: FindingRef[]; new: FindingRef[]; remaining: FindingRef[] };
  length: {
    unit: 'words' | 'characters';
    limit: number | null;
    before: number;
    after: number;
    delta: number;
    /** Units over the limit in the new draft (0 when within or without a limit). */
    over_after: number;
  } | null;
  diff: TextDiff | null;
  explanation: string;
}

export const SECTION_LABELS: Record<string, string> = {
  grammar: 'grammar',
  spelling: 'spelling',
  style: 'style',
  structure: 'structure',
  content: 'content',
  authenticity: 'authenticity',
  ai_detection: 'AI-detection risk',
};

function findingsOf(d: ReviewedDraft): FindingRef[] {
  return d.annotations.map((a) => ({
    section: a.analyzer,
    category: a.category,
    text: d.text ? d.text.slice(a.start, a.end) : '',
    message: a.message,
  }));
}

// Matched by what they say about which words: the same slip moved to another line is still there.
const findingKey = (f: FindingRef) =>
  `${f.section}|${f.category}|${f.text ? f.text.toLowerCase().replace(/\s+/g, ' ') : f.message}`;

function matchFindings(before: FindingRef[], after: FindingRef[]) {
  const open = new Map<string, FindingRef[]>();
  for (const f of before) open.set(findingKey(f), [...(open.get(findingKey(f)) ?? []), f]);
  const remaining: FindingRef[] = [];
  const added: FindingRef[] = [];
  for (const f of after) {
    const same = open.get(findingKey(f));
    if (same?.length) {
      same.pop();
      remaining.push(f);
    } else added.push(f);
  }
  return { fixed: [...open.values()].flat(), new: added, remaining };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function fixedPhrase(fixed: FindingRef[]): string | null {
  if (!fixed.length) return null;
  const bySection = new Map<string, number>();
  for (const f of fixed) bySection.set(f.section, (bySection.get(f.section) ?? 0) + 1);
  const counts = [...bySection]
    .sort((x, y) => y[1] - x[1])
    .map(([s, n]) => `${n} ${SECTION_LABELS[s] ?? s}`)
    .join(' and ');
  const quoted = [...new Set(fixed.map((f) => f.text.trim()).filter(Boolean))].slice(0, 3);
  return `fixed ${counts} ${fixed.length === 1 ? 'finding' : 'findings'}${quoted.length ? ` (${quoted.map((q) => `“${q}”`).join(', ')})` : ''}`;
}

/** One sentence: the score change, then what moved it, biggest first. */
export function explainChange(c: Omit<DraftComparison, 'explanation'>): string {
  const parts: string[] = [];
  const fixed = fixedPhrase(c.findings.fixed);
  if (fixed) parts.push(fixed);
  const moved = c.sections
    .filter((s) => s.delta !== 0)
    .sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta))
    .slice(0, 3)
    .map((s) => `${s.label} ${signed(s.delta)}`);
  if (moved.length) parts.push(moved.join(', '));
  if (c.findings.new.length) parts.push(`${plural(c.findings.new.length, 'new finding')}`);
  const len = c.length;
  if (len?.limit && len.over_after > 0)
    parts.push(`${len.over_after} ${len.unit} over the ${len.limit}-${len.unit.slice(0, -1)} limit`);
  else if (len?.limit && len.before > len.limit)
    parts.push(`now within the ${len.limit}-${len.unit.slice(0, -1)} limit`);
  const head = signed(c.score_delta);
  return parts.length ? `${head}: ${parts.join('; ')}.` : `${head}: no change the review can see.`;
}

export function compareDrafts(before: ReviewedDraft, after: ReviewedDraft): DraftComparison {
  const sections: SectionChange[] = Object.keys(SECTION_LABELS)
    .filter((s) => before.section_scores[s] && after.section_scores[s])
    .map((s) => {
      const b = Math.round(before.section_scores[s]!.score);
      const a = Math.round(after.section_scores[s]!.score);
      return { section: s, label: SECTION_LABELS[s]!, before: b, after: a, delta: a - b };
    });
  const lb = before.length;
  const la = after.length;
  const length =
    lb && la
      ? {
          unit: la.unit,
          limit: la.limit,
          before: lb.unit === la.unit ? lb.used : la.used,
          after: la.used,
          delta: lb.unit === la.unit ? la.used - lb.used : 0,
          over_after: la.limit && la.used > la.limit ? la.used - la.limit : 0,
        }
      : null;
  const partial = {
    before: { id: before.id, created_at: before.created_at, overall_score: before.overall_score },
    after: { id: after.id, created_at: after.created_at, overall_score: after.overall_score },
    score_delta: Math.round(after.overall_score - before.overall_score),
    sections,
    findings: matchFindings(findingsOf(before), findingsOf(after)),
    length,
    diff: before.text !== null && after.text !== null ? diffTexts(before.text, after.text) : null,
  };
  return { ...partial, explanation: explainChange(partial) };
}

import type { Annotation, Severity } from '../../../../shared/analysis/feedback';

// Annotations point at the essay with UTF-16 offsets. The screen keeps them in step with the text
// as the student edits it (or applies a suggested replacement): a change is located by the common
// prefix and suffix of the old and new text; annotations before it stay, those after it shift, and
// those it touches are dropped because they no longer describe the words there.

export interface KeyedAnnotation extends Annotation {
  id: number;
}

/** Keys the result's annotations and drops any that do not fit the text (defensive: never crash). */
export function keyAnnotations(
  text: string,
  annotations: readonly Annotation[] | null | undefined,
): KeyedAnnotation[] {
  const keyed: KeyedAnnotation[] = [];
  (annotations ?? []).forEach((a, id) => {
    if (!Number.isInteger(a.start) || !Number.isInteger(a.end) || a.start < 0 || a.end > text.length) return;
    if (a.end < a.start) return;
    // A zero-width finding (e.g. a missing word) is shown on the character next to it.
    const start = a.end === a.start && a.start === text.length ? Math.max(0, a.start - 1) : a.start;
    const end = a.end === a.start ? Math.min(text.length, start + 1) : a.end;
    if (end <= start) return;
    keyed.push({ ...a, start, end, id });
  });
  return keyed.sort((x, y) => x.start - y.start || y.end - x.end);
}

export function rebaseAnnotations(
  oldText: string,
  newText: string,
  annotations: KeyedAnnotation[],
): KeyedAnnotation[] {
  if (oldText === newText) return annotations;
  const max = Math.min(oldText.length, newText.length);
  let prefix = 0;
  while (prefix < max && oldText.charCodeAt(prefix) === newText.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    oldText.charCodeAt(oldText.length - 1 - suffix) === newText.charCodeAt(newText.length - 1 - suffix)
  ) {
    suffix++;
  }
  const changedEnd = oldText.length - suffix; // the edit replaced old [prefix, changedEnd)
  const shift = newText.length - oldText.length;
  const kept: KeyedAnnotation[] = [];
  for (const a of annotations) {
    if (a.end <= prefix) kept.push(a);
    else if (a.start >= changedEnd) kept.push({ ...a, start: a.start + shift, end: a.end + shift });
  }
  return kept;
}

export function applyReplacement(
  text: string,
  annotation: Pick<Annotation, 'start' | 'end'>,
  replacement: string,
) {
  return text.slice(0, annotation.start) + replacement + text.slice(annotation.end);
}

export interface Segment {
  start: number;
  end: number;
  /** Ids of the annotations covering this stretch of text (empty for plain text). */
  ids: number[];
}

/** Splits the text at every annotation edge, so overlapping findings are all highlighted. */
export function segmentText(textLength: number, annotations: readonly KeyedAnnotation[]): Segment[] {
  const edges = new Set<number>([0, textLength]);
  for (const a of annotations) {
    edges.add(a.start);
    edges.add(a.end);
  }
  const sorted = [...edges].filter((e) => e >= 0 && e <= textLength).sort((x, y) => x - y);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const start = sorted[i]!;
    const end = sorted[i + 1]!;
    const ids = annotations.filter((a) => a.start <= start && a.end >= end).map((a) => a.id);
    segments.push({ start, end, ids });
  }
  return segments;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, suggestion: 1, info: 0 };

export function strongestSeverity(annotations: readonly Pick<Annotation, 'severity'>[]): Severity {
  let best: Severity = 'info';
  for (const a of annotations) if ((SEVERITY_RANK[a.severity] ?? 0) > SEVERITY_RANK[best]) best = a.severity;
  return best;
}

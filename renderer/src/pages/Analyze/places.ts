import type { Annotation, QuickWin } from '../../../../shared/analysis/feedback';
import type { KeyedAnnotation } from './annotations';

// The engine locates findings by line of the submitted text, but nothing on screen shows line
// numbers and a "line" there is a paragraph or a blank line. A student finds words by paragraph and
// quote, so locations are shown as paragraphs (counting only lines with text) of the reviewed text.

/** 1-based paragraph number of each 1-based line (a blank line counts as the paragraph after it). */
export function paragraphNumbers(text: string): number[] {
  const lines = text.split('\n');
  const numbers: number[] = [0];
  let paragraph = 0;
  for (const line of lines) numbers.push(line.trim() ? ++paragraph : paragraph + 1);
  return numbers;
}

export type ParagraphOf = (line: number) => number;

export function paragraphOfLine(text: string): ParagraphOf {
  const numbers = paragraphNumbers(text);
  const last = Math.max(1, numbers[numbers.length - 1] ?? 1);
  return (line) => Math.min(last, Math.max(1, numbers[Math.round(line)] ?? last));
}

/** 'Paragraph 3' or 'Paragraphs 3–5' for a {line_start, line_end} location; a string as is. */
export function placeLabel(location: unknown, paragraphOf: ParagraphOf): string | null {
  if (typeof location === 'string') return location.trim() || null;
  if (typeof location !== 'object' || location === null) return null;
  const { line_start: start, line_end: end } = location as { line_start?: unknown; line_end?: unknown };
  if (typeof start !== 'number') return null;
  const first = paragraphOf(start);
  const last = typeof end === 'number' ? paragraphOf(end) : first;
  return last === first ? `Paragraph ${first}` : `Paragraphs ${first}–${last}`;
}

/** Card text that names a line ('Line 13: change …', 'line 4: "teh"') names its paragraph instead. */
export function withParagraphs(text: string, paragraphOf: ParagraphOf): string {
  return text.replace(/\b([Ll])ine (\d+)\b/g, (_, l: string, n: string) =>
    l === 'L' ? `Paragraph ${paragraphOf(Number(n))}` : `paragraph ${paragraphOf(Number(n))}`,
  );
}

export interface LinkedQuickWin {
  /** The advice without its location prefix ('change "teh" to "the"'). */
  text: string;
  place: string | null;
  /** The highlighted finding the win is about, when it names one (id of a keyed annotation). */
  annotationId: number | null;
  /** Its best replacement, when the win is a one-click change. */
  replacement: string | null;
}

const QUOTED = /"([^"]+)"/;

/**
 * Quick wins name a line and quote the words; each is tied to the annotation on that line whose words
 * are the quoted ones, so the student can jump to it and apply it.
 */
export function linkQuickWins(
  wins: readonly QuickWin[] | null | undefined,
  reviewed: string,
  annotations: readonly KeyedAnnotation[],
): LinkedQuickWin[] {
  const paragraphOf = paragraphOfLine(reviewed);
  const lineStarts = [0];
  for (let i = reviewed.indexOf('\n'); i >= 0; i = reviewed.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const used = new Set<number>();
  return (wins ?? []).map((win) => {
    const text = win.description.replace(/^Line \d+:\s*/, '');
    const quoted = QUOTED.exec(text)?.[1];
    const from = lineStarts[(win.location?.line_start ?? 1) - 1] ?? 0;
    const to = lineStarts[win.location?.line_end ?? Number.MAX_SAFE_INTEGER] ?? reviewed.length + 1;
    const match = quoted
      ? annotations.find(
          (a) =>
            !used.has(a.id) && a.start >= from && a.start < to && reviewed.slice(a.start, a.end) === quoted,
        )
      : undefined;
    if (match) used.add(match.id);
    const best = match?.replacements?.[0];
    const oneClick = match !== undefined && best !== undefined && /^(change|remove) /.test(text);
    return {
      text,
      place: placeLabel(win.location, paragraphOf),
      annotationId: match?.id ?? null,
      replacement: oneClick ? best : null,
    };
  });
}

/** The finding to show after one was dealt with at `offset`: the next one in reading order. */
export function nextFinding<T extends Pick<Annotation, 'start'>>(
  annotations: readonly T[],
  offset: number,
): T | null {
  return annotations.find((a) => a.start >= offset) ?? null;
}

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Severity } from '../../../../shared/analysis/feedback';
import { segmentText, strongestSeverity, type KeyedAnnotation, type Segment } from './annotations';
import { FindingDetails } from './FindingDetails';
import { MACHINE_LIKE_PASSAGE } from '../../components/analysis/aiDetectionView';

// The essay itself with every finding highlighted, paragraph by paragraph, and the selected finding's
// card right under the paragraph that holds its words. The highlights are one tab stop: Tab reaches the
// selected one, arrow keys (and Home/End) move between them, Enter or a click opens its card. All text
// is rendered as text.

const useStyles = makeStyles({
  essay: {
    display: 'grid',
    rowGap: tokens.spacingVerticalM,
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
  },
  paragraph: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  mark: {
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusSmall,
    borderBottomWidth: '2px',
    borderBottomStyle: 'solid',
    scrollMarginTop: '96px',
    scrollMarginBottom: '96px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  error: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    borderBottomColor: tokens.colorPaletteRedBorderActive,
  },
  warning: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    borderBottomColor: tokens.colorPaletteDarkOrangeBorderActive,
  },
  suggestion: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    borderBottomColor: tokens.colorPaletteBlueBorderActive,
  },
  info: { backgroundColor: tokens.colorNeutralBackground5, borderBottomColor: tokens.colorNeutralStroke1 },
  // A passage that reads machine-like (AI detection's passage map): a kind of its own.
  machineLike: {
    backgroundColor: tokens.colorPaletteBerryBackground1,
    borderBottomStyle: 'dashed',
    borderBottomColor: tokens.colorPaletteBerryBorderActive,
  },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '1px' },
});

export interface AnnotatedEssayProps {
  text: string;
  annotations: KeyedAnnotation[];
  /** The finding whose card is open (an annotation id), or null. */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onApply: (annotation: KeyedAnnotation, replacement: string) => void;
  /** Changes when the selected highlight should take keyboard focus (after a fix, a quick win). */
  focusKey?: number;
}

const SEVERITY_WORD: Record<Severity, string> = {
  error: 'Error',
  warning: 'Warning',
  suggestion: 'Suggestion',
  info: 'Note',
};

interface Paragraph {
  start: number;
  end: number;
  segments: Segment[];
}

/** The text's non-blank lines, each with the highlight segments inside it (cut at line breaks). */
function paragraphsOf(text: string, segments: Segment[]): Paragraph[] {
  const out: Paragraph[] = [];
  let from = 0;
  for (const line of text.split('\n')) {
    const start = from;
    const end = from + line.length;
    from = end + 1;
    if (!line.trim()) continue;
    const inside = segments
      .filter((s) => s.end > start && s.start < end)
      .map((s) => ({ start: Math.max(s.start, start), end: Math.min(s.end, end), ids: s.ids }));
    out.push({ start, end, segments: inside });
  }
  return out;
}

export function AnnotatedEssay({
  text,
  annotations,
  selectedId,
  onSelect,
  onApply,
  focusKey,
}: AnnotatedEssayProps) {
  const styles = useStyles();
  const byId = useMemo(() => new Map(annotations.map((a) => [a.id, a])), [annotations]);
  const paragraphs = useMemo(
    () => paragraphsOf(text, segmentText(text.length, annotations)),
    [text, annotations],
  );
  const marked = paragraphs.flatMap((p) => p.segments.filter((s) => s.ids.length > 0));
  const markRefs = useRef(new Map<number, HTMLElement>());
  const idPrefix = useId();

  const selectedIndex = selectedId === null ? -1 : marked.findIndex((s) => s.ids.includes(selectedId));
  const selected = selectedIndex >= 0 ? marked[selectedIndex]! : null;
  const tabStop = Math.max(0, selectedIndex);
  // The card shows the selected finding first, then any other finding on the same words.
  const selectedAnnotations = selected
    ? [selectedId!, ...selected.ids.filter((id) => id !== selectedId)]
        .map((id) => byId.get(id))
        .filter((a) => a !== undefined)
    : [];

  useEffect(() => {
    if (focusKey === undefined || !selected) return;
    const el = markRefs.current.get(selected.start);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    // Only a new focus request moves focus, not every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  const moveTo = (index: number) => {
    const next = marked[Math.max(0, Math.min(marked.length - 1, index))];
    if (!next) return;
    markRefs.current.get(next.start)?.focus();
    if (selected) onSelect(next.ids[0]!);
  };
  const onKeyDown = (e: KeyboardEvent, index: number, segment: Segment) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: marked.length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      moveTo(moves[e.key]!);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(segment.ids[0]!);
    } else if (e.key === 'Escape') {
      onSelect(null);
    }
  };

  let markIndex = -1;
  return (
    <>
      <div
        className={styles.essay}
        data-testid="annotated-essay"
        role="group"
        aria-label="Your essay, highlighted"
      >
        {paragraphs.map((paragraph) => (
          <Fragment key={paragraph.start}>
            <p className={styles.paragraph}>
              {paragraph.segments.map((segment) => {
                const slice = text.slice(segment.start, segment.end);
                if (!segment.ids.length) return <span key={segment.start}>{slice}</span>;
                markIndex += 1;
                const index = markIndex;
                const found = segment.ids.map((id) => byId.get(id)).filter((a) => a !== undefined);
                const isSelected = selected?.start === segment.start;
                const severity = strongestSeverity(found);
                // A machine-like passage (AI detection's passage map) is a highlight kind of its own; a
                // finding inside it keeps its own colour on top.
                const passage = found.some((a) => a.category === MACHINE_LIKE_PASSAGE);
                const ownColour = !passage || found.some((a) => a.category !== MACHINE_LIKE_PASSAGE);
                return (
                  <mark
                    key={segment.start}
                    ref={(el) => {
                      if (el) markRefs.current.set(segment.start, el);
                      else markRefs.current.delete(segment.start);
                    }}
                    role="button"
                    tabIndex={index === tabStop ? 0 : -1}
                    aria-pressed={isSelected}
                    aria-describedby={`${idPrefix}-desc-${segment.start}`}
                    data-severity={severity}
                    data-kind={passage ? 'machine-like' : undefined}
                    className={mergeClasses(
                      styles.mark,
                      passage && styles.machineLike,
                      ownColour && styles[severity],
                      isSelected && styles.selected,
                    )}
                    onClick={() => onSelect(isSelected ? null : segment.ids[0]!)}
                    onKeyDown={(e) => onKeyDown(e, index, segment)}
                  >
                    {slice}
                  </mark>
                );
              })}
            </p>
            {selected && selected.start >= paragraph.start && selected.start < paragraph.end && (
              <FindingDetails
                annotations={selectedAnnotations}
                text={text}
                onApply={onApply}
                onSkip={() => {
                  const next = marked[selectedIndex + 1];
                  onSelect(next ? next.ids[0]! : null);
                  if (next) markRefs.current.get(next.start)?.focus();
                }}
                onClose={() => {
                  markRefs.current.get(selected.start)?.focus();
                  onSelect(null);
                }}
              />
            )}
          </Fragment>
        ))}
      </div>
      {/* Descriptions of the highlights (read by aria-describedby even though hidden). */}
      <div hidden>
        {marked.map((segment) => (
          <span key={segment.start} id={`${idPrefix}-desc-${segment.start}`}>
            {segment.ids
              .map((id) => byId.get(id))
              .filter((a) => a !== undefined)
              .map((a) => `${SEVERITY_WORD[a.severity] ?? 'Note'}: ${a.message}`)
              .join('. ')}
          </span>
        ))}
      </div>
    </>
  );
}

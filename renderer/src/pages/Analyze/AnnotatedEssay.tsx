import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Severity } from '../../../../shared/analysis/feedback';
import { ResultSection } from '../../components/analysis/ResultSection';
import { segmentText, strongestSeverity, type KeyedAnnotation } from './annotations';
import { FindingDetails } from './FindingDetails';
import { MACHINE_LIKE_PASSAGE } from '../../components/analysis/aiDetectionView';

// The essay with every annotation highlighted. The highlights are one tab stop: Tab reaches the
// selected one, arrow keys (and Home/End) move between them, Enter or a click shows its finding,
// whose suggested replacement can be applied in one click. All text is rendered as text.

const useStyles = makeStyles({
  essay: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    maxHeight: '32rem',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  mark: {
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusSmall,
    borderBottomWidth: '2px',
    borderBottomStyle: 'solid',
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
  muted: { color: tokens.colorNeutralForeground2 },
  status: { margin: 0, outlineStyle: 'none', color: tokens.colorNeutralForeground2 },
});

export interface AnnotatedEssayProps {
  text: string;
  annotations: KeyedAnnotation[];
  onApply: (annotation: KeyedAnnotation, replacement: string) => void;
  /** True once the essay differs from the reviewed text. */
  edited?: boolean;
}

const SEVERITY_WORD: Record<Severity, string> = {
  error: 'Error',
  warning: 'Warning',
  suggestion: 'Suggestion',
  info: 'Note',
};

export function AnnotatedEssay({ text, annotations, onApply, edited }: AnnotatedEssayProps) {
  const styles = useStyles();
  const byId = useMemo(() => new Map(annotations.map((a) => [a.id, a])), [annotations]);
  const segments = useMemo(() => segmentText(text.length, annotations), [text.length, annotations]);
  const marked = segments.filter((s) => s.ids.length > 0);
  const [focusIndex, setFocusIndex] = useState(0);
  const [selectedStart, setSelectedStart] = useState<number | null>(null);
  const markRefs = useRef(new Map<number, HTMLElement>());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState('');
  const idPrefix = useId();

  const current = Math.min(focusIndex, Math.max(0, marked.length - 1));
  const selected = marked.find((s) => s.start === selectedStart) ?? null;
  const selectedAnnotations = (selected?.ids ?? []).map((id) => byId.get(id)).filter((a) => a !== undefined);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(marked.length - 1, index));
    setFocusIndex(next);
    markRefs.current.get(marked[next]!.start)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number, start: number) => {
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
      setSelectedStart(start);
    }
  };

  let markIndex = -1;
  return (
    <ResultSection
      title="Your essay, highlighted"
      description={
        marked.length
          ? `${annotations.length} findings point at exact words. Select a highlight (Tab, then arrow keys) to see it and apply a fix.`
          : 'No findings point at specific words.'
      }
    >
      {edited && (
        <Text className={styles.muted}>
          You have edited the essay since this review; highlights follow your edits. Review again to update
          the scores.
        </Text>
      )}
      {/* A scrollable region must be reachable by keyboard when it has no highlights to tab to. */}
      <div
        className={styles.essay}
        data-testid="annotated-essay"
        tabIndex={marked.length ? undefined : 0}
        role="group"
        aria-label="Essay with highlighted findings"
      >
        {segments.map((segment) => {
          const slice = text.slice(segment.start, segment.end);
          if (!segment.ids.length) return <span key={segment.start}>{slice}</span>;
          markIndex += 1;
          const index = markIndex;
          const found = segment.ids.map((id) => byId.get(id)).filter((a) => a !== undefined);
          const severity = strongestSeverity(found);
          const passage = found.some((a) => a.category === MACHINE_LIKE_PASSAGE);
          const ownColour = !passage || found.some((a) => a.category !== MACHINE_LIKE_PASSAGE);
          const descriptionId = `${idPrefix}-desc-${segment.start}`;
          return (
            <mark
              key={segment.start}
              ref={(el) => {
                if (el) markRefs.current.set(segment.start, el);
                else markRefs.current.delete(segment.start);
              }}
              role="button"
              tabIndex={index === current ? 0 : -1}
              aria-pressed={selectedStart === segment.start}
              aria-describedby={descriptionId}
              data-severity={severity}
              data-kind={passage ? 'machine-like' : undefined}
              className={mergeClasses(
                styles.mark,
                passage && styles.machineLike,
                ownColour && styles[severity],
                selectedStart === segment.start && styles.selected,
              )}
              onClick={() => {
                setFocusIndex(index);
                setSelectedStart(segment.start);
              }}
              onKeyDown={(e) => onKeyDown(e, index, segment.start)}
            >
              {slice}
            </mark>
          );
        })}
      </div>
      {/* Descriptions of the highlights (read by aria-describedby even though hidden). */}
      <div hidden>
        {marked.map((segment) => (
          <span key={segment.start} id={`${idPrefix}-desc-${segment.start}`}>
            {segment.ids
              .map((id) => byId.get(id))
              .filter((a) => a !== undefined)
              .map((a) => `${SEVERITY_WORD[a.severity] ?? 'Note'} (${a.analyzer}): ${a.message}`)
              .join('. ')}
          </span>
        ))}
      </div>
      <FindingDetails
        annotations={selectedAnnotations}
        text={text}
        onApply={(a, replacement) => {
          const before = text.slice(a.start, a.end);
          onApply(a, replacement);
          setSelectedStart(null);
          setStatus(`Replaced “${before}” with “${replacement}”.`);
          // The finding's buttons are gone: keep keyboard users where they were.
          statusRef.current?.focus();
        }}
      />
      <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
        {status}
      </p>
    </ResultSection>
  );
}

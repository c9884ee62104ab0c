import { Heading } from '../../components/analysis/Heading';
import { Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../../../shared/api';
import { MESSAGES } from '../../../../shared/messages';
import type { Draft } from '../../../../shared/ipc';
import type { DownloadFormat } from '../../../../shared/schemas/usage';
import { usePublicConfig } from '../../api/config';
import { reportDownload } from '../../api/usage';
import { DraftsPanel } from '../../components/desktop/DraftsPanel';
import { OfflineBanner } from '../../components/desktop/OfflineBanner';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { createDraftId, useBackendStatus, useDraftAutosave } from '../../platform';
import { down, up } from '../../theme';
import { keyAnnotations, rebaseAnnotations, applyReplacement, type KeyedAnnotation } from './annotations';
import { resultBlob, resultFileName, saveBlob } from './download';
import { EssayDetailsForm, parseWordLimit, type EssayDetails } from './EssayDetailsForm';
import { EssayEditor } from './EssayEditor';
import { HighlightsPanel } from './HighlightsPanel';
import { linkQuickWins, nextFinding } from './places';
import { PdfExportStatus } from './PdfExportStatus';
import { ReviewActions } from './ReviewActions';
import { ReviewColumn } from './ReviewColumn';
import { useAnalysisRun } from './useAnalysisRun';
import { usePdfExport } from './usePdfExport';
import { useResultFormats } from './useResultFormats';
import { useReviewCredits } from './useReviewCredits';

// Only an essay reviewed against a limit it is over gets cuts, so the panel loads with them.
const TrimPanel = lazy(() => import('./trim/TrimPanel').then((m) => ({ default: m.TrimPanel })));

// The Review Essay screen ('Your Essay Coach', spec sections 2–5): essay details and text on the
// left, progress and results on the right (stacked on narrow screens). A file dropped anywhere on the
// window loads the essay (EssayEditor); drafts are kept on this device as the student types and stay
// usable while the server is unreachable, when the screen says so and review is unavailable.

const useStyles = makeStyles({
  page: {
    width: '100%',
    maxWidth: '1440px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    [down.sm]: { paddingInline: tokens.spacingHorizontalS },
  },
  header: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  lead: { color: tokens.colorNeutralForeground2 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    [up.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
  },
  column: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    alignContent: 'start',
    minWidth: 0,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    [down.sm]: { padding: tokens.spacingHorizontalM },
  },
  // After a review the essay stays in view beside the results on wide screens: the card sticks below
  // the 64px header and its highlighted text scrolls inside it.
  workspace: {
    [up.lg]: {
      position: 'sticky',
      top: '72px',
      maxHeight: 'calc(100vh - 88px)',
      display: 'flex',
      flexDirection: 'column',
    },
  },
});

interface EssayState {
  text: string;
  /** Kept in step with the text as it is edited (see annotations.ts). */
  annotations: KeyedAnnotation[];
}

const DEFAULT_DETAILS: EssayDetails = { title: '', prompt: '', wordLimit: '650', unit: 'words' };

export const REVIEW_OFFLINE = 'Review is unavailable while the server cannot be reached.';
export const PREMIUM_USED_UP = "You've used all your Premium credits for this month.";
export const BASIC_USED_UP_TRY_PREMIUM =
  "You've used all your Basic credits for this month. Turn on Premium Feedback to use a Premium credit, or go to the Dashboard to request more.";

export function AnalyzePage() {
  const styles = useStyles();
  usePageTitle('Review Essay');
  const [details, setDetails] = useState<EssayDetails>(DEFAULT_DETAILS);
  const [essay, setEssay] = useState<EssayState>({ text: '', annotations: [] });
  // Snapshots before each applied fix, so Undo can put the words back (typing clears them).
  const [undoStack, setUndoStack] = useState<EssayState[]>([]);
  const [editing, setEditing] = useState(true);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const [fixStatus, setFixStatus] = useState('');
  const [premium, setPremium] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [draftId, setDraftId] = useState(createDraftId);
  const { state, start, cancel } = useAnalysisRun();
  const config = usePublicConfig();
  const backend = useBackendStatus();
  const offline = backend === 'offline';
  const pdf = usePdfExport(config.status === 'ready' ? config.config.pdf_export_available : null);

  const reviewing = state.phase === 'reviewing';
  const complete = state.phase === 'complete' ? state : null;
  const formats = useResultFormats(complete?.result ?? null, complete?.request ?? null);
  // A note about an earlier result's PDF would read as if it were about this one.
  const { reset: resetPdf } = pdf;
  useEffect(() => resetPdf(), [complete?.result, resetPdf]);

  // Credits used up: the switch or the Review button says so rather than start a review that can only fail.
  const credits = useReviewCredits(state.phase);
  const premiumOnSite = config.status === 'ready' && config.config.premium_available;
  const premiumAvailable = premiumOnSite && credits?.premium !== false;
  // Only when the student asks for Premium does it matter why it cannot be had (and never in
  // the server's words): the switch is simply off otherwise.
  const premiumHint =
    config.status === 'ready'
      ? premiumOnSite
        ? premiumAvailable
          ? null
          : PREMIUM_USED_UP
        : MESSAGES.premiumUnavailable
      : config.status === 'error'
        ? 'Premium Feedback availability could not be checked.'
        : null;
  const usesPremium = premium && premiumAvailable;
  const outOfCredits = credits !== null && !usesPremium && !credits.basic;
  const reviewHint = offline
    ? REVIEW_OFFLINE
    : outOfCredits
      ? premiumAvailable
        ? BASIC_USED_UP_TRY_PREMIUM
        : MESSAGES.quotaExhausted
      : null;

  const changeText = useCallback((next: string) => {
    setUndoStack([]);
    setEssay((e) => ({ text: next, annotations: rebaseAnnotations(e.text, next, e.annotations) }));
  }, []);

  const limit = parseWordLimit(details.wordLimit);
  const review = async () => {
    if (!essay.text.trim() || reviewing || offline || outOfCredits) return;
    if (limit === null) {
      setShowErrors(true);
      return;
    }
    const submitted = essay.text;
    setSelectedId(null);
    setFixStatus('');
    setUndoStack([]);
    const result = await start({
      text: submitted,
      use_premium_feedback: usesPremium,
      title: details.title.trim() || undefined,
      prompt: details.prompt.trim() || undefined,
      word_limit: limit,
      limit_type: details.unit,
    });
    if (!result) return;
    const keyed = keyAnnotations(submitted, result.feedback.annotations);
    // The editor is locked while a review runs, but rebase anyway in case the text moved on.
    setEssay((e) => ({ text: e.text, annotations: rebaseAnnotations(submitted, e.text, keyed) }));
    setEditing(false);
  };

  // Fixes: applying one changes the essay on screen and opens the next finding; Undo puts it back.
  const applyFix = (a: KeyedAnnotation, replacement: string) => {
    const before = essay.text.slice(a.start, a.end);
    const text = applyReplacement(essay.text, a, replacement);
    const annotations = rebaseAnnotations(essay.text, text, essay.annotations);
    setUndoStack((stack) => [...stack, essay]);
    setEssay({ text, annotations });
    const next = nextFinding(annotations, a.start + replacement.length);
    setSelectedId(next?.id ?? null);
    setFocusKey((k) => k + 1);
    setEditing(false);
    setFixStatus(
      `${replacement ? `Changed “${before}” to “${replacement}”` : `Removed “${before}”`}.${next ? '' : ' No more highlights after this one.'}`,
    );
  };
  const undo = () => {
    const previous = undoStack[undoStack.length - 1];
    if (!previous) return;
    const changed = previous.annotations.find((a) => !essay.annotations.some((b) => b.id === a.id));
    setUndoStack((stack) => stack.slice(0, -1));
    setEssay(previous);
    setSelectedId(changed?.id ?? null);
    setFocusKey((k) => k + 1);
    setFixStatus('Undone: the words are back as they were.');
  };
  const annotationById = (id: number) => essay.annotations.find((a) => a.id === id);
  const showFinding = (id: number) => {
    setEditing(false);
    setSelectedId(id);
    setFocusKey((k) => k + 1);
  };
  const quickWins = useMemo(
    () =>
      complete
        ? linkQuickWins(
            complete.result.feedback.quick_wins,
            complete.request.text,
            keyAnnotations(complete.request.text, complete.result.feedback.annotations),
          )
        : [],
    [complete],
  );

  // Every file saved here counts in the dashboard's Exports figure, as the dashboard's own exports do. The
  // count is best-effort: the file is already saved, and a failed count must not read as a failed download.
  const countDownload = (format: DownloadFormat) => {
    const id = complete?.result.analysis_id;
    if (id) reportDownload(id, format).catch(() => undefined);
  };
  const download = () => {
    if (formats.content === null) return;
    saveBlob(resultBlob(formats.format, formats.content), resultFileName(formats.format));
    countDownload(formats.format);
  };
  const downloadPdf = async () => {
    if (complete && (await pdf.exportPdf(complete.result.html))) countDownload('pdf');
  };

  // Drafts: saved on this device as the student types (desktop: files; browser: local storage).
  const draft = useMemo(
    () => ({ id: draftId, essay: essay.text, prompt: details.prompt, wordLimit: limit, unit: details.unit }),
    [draftId, essay.text, details.prompt, limit, details.unit],
  );
  const autosave = useDraftAutosave(reviewing ? null : draft);
  const restoreDraft = (d: Draft) => {
    setDraftId(d.id);
    setDetails({
      title: '',
      prompt: d.prompt,
      wordLimit: d.wordLimit === null ? '' : String(d.wordLimit),
      unit: d.unit,
    });
    setEssay({ text: d.essay, annotations: [] });
    setUndoStack([]);
    setEditing(true);
  };

  const showHighlights = complete !== null && !editing && !reviewing;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Heading level={1} size={800} weight="bold">
          Your {PRODUCT_NAME}
        </Heading>
        <Text className={styles.lead}>
          Add the prompt and your essay, then review it for grammar, style, content, authenticity and
          AI-detection risk.
        </Text>
      </header>
      <OfflineBanner status={backend} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Card className={styles.card} role="region" aria-label="Essay details">
            <EssayDetailsForm
              details={details}
              onChange={setDetails}
              disabled={reviewing}
              showErrors={showErrors}
            />
          </Card>
          <Card className={mergeClasses(styles.card, showHighlights && styles.workspace)}>
            {showHighlights ? (
              <HighlightsPanel
                text={essay.text}
                annotations={essay.annotations}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onApply={applyFix}
                focusKey={focusKey}
                limit={limit}
                unit={details.unit}
                edited={essay.text !== complete.request.text}
                canUndo={undoStack.length > 0}
                onUndo={undo}
                onEdit={() => setEditing(true)}
                status={fixStatus}
              />
            ) : (
              <EssayEditor
                text={essay.text}
                onTextChange={changeText}
                limit={limit}
                unit={details.unit}
                disabled={reviewing}
                onSubmitShortcut={() => void review()}
                onTitle={(title) => {
                  // An uploaded document's title goes in the title box, where the student can change it.
                  if (title) setDetails((d) => ({ ...d, title }));
                }}
                onShowHighlights={complete && !reviewing ? () => setEditing(false) : undefined}
              />
            )}
            <ReviewActions
              premium={premium}
              onPremiumChange={setPremium}
              premiumAvailable={premiumAvailable}
              premiumHint={premiumHint}
              reviewing={reviewing}
              reviewDisabled={!essay.text.trim() || reviewing || offline || outOfCredits}
              reviewHint={reviewHint}
              onReview={() => void review()}
              downloadDisabled={!complete || formats.content === null || reviewing}
              onDownload={download}
              pdfDisabled={!complete || reviewing || !pdf.available}
              pdfBusy={pdf.state.kind === 'busy'}
              onDownloadPdf={() => void downloadPdf()}
            />
            <PdfExportStatus state={pdf.state} unavailableReason={complete ? pdf.unavailableReason : null} />
            {autosave.error && <Text role="alert">{autosave.error}</Text>}
          </Card>
          {complete?.result.feedback.trim && (
            <Suspense fallback={null}>
              <TrimPanel
                key={complete.result.analysis_id}
                plan={complete.result.feedback.trim}
                reviewedText={complete.request.text}
                text={essay.text}
                onTextChange={changeText}
              />
            </Suspense>
          )}
        </div>
        <div className={styles.column}>
          <ReviewColumn
            className={styles.column}
            state={state}
            onCancel={cancel}
            quickWins={quickWins}
            isOpen={(id) => annotationById(id) !== undefined}
            onShow={showFinding}
            onApplyFinding={(id, replacement) => {
              const a = annotationById(id);
              if (a) applyFix(a, replacement);
            }}
            formats={formats}
          />
          <Card className={styles.card}>
            <DraftsPanel
              onRestore={restoreDraft}
              refreshKey={autosave.lastSaved?.updatedAt}
              currentDraftId={draftId}
              currentText={essay.text}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}

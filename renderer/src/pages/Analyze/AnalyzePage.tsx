import { Heading } from '../../components/analysis/Heading';
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PRODUCT_NAME } from '../../../../shared/api';
import type { Draft } from '../../../../shared/ipc';
import { usePublicConfig } from '../../api/config';
import { DraftsPanel } from '../../components/desktop/DraftsPanel';
import { OfflineBanner } from '../../components/desktop/OfflineBanner';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { createDraftId, useBackendStatus, useDraftAutosave } from '../../platform';
import { up } from '../../theme';
import { keyAnnotations, rebaseAnnotations, applyReplacement, type KeyedAnnotation } from './annotations';
import { resultBlob, resultFileName, saveBlob } from './download';
import { EssayDetailsForm, parseWordLimit, type EssayDetails } from './EssayDetailsForm';
import { EssayEditor } from './EssayEditor';
import { PdfExportStatus } from './PdfExportStatus';
import { ReviewActions } from './ReviewActions';
import { ReviewColumn } from './ReviewColumn';
import { TrimPanel } from './trim/TrimPanel';
import { useAnalysisRun } from './useAnalysisRun';
import { usePdfExport } from './usePdfExport';
import { useResultFormats } from './useResultFormats';

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
    rowGap: tokens.spacingVerticalL,
  },
  header: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  lead: { color: tokens.colorNeutralForeground2 },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [up.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
  },
  column: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    minWidth: 0,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
});

interface EssayState {
  text: string;
  /** Kept in step with the text as it is edited (see annotations.ts). */
  annotations: KeyedAnnotation[];
}

const DEFAULT_DETAILS: EssayDetails = { prompt: '', wordLimit: '650', unit: 'words' };

export const REVIEW_OFFLINE = 'Review is unavailable while the server cannot be reached.';

export function AnalyzePage() {
  const styles = useStyles();
  usePageTitle('Review Essay');
  const [details, setDetails] = useState<EssayDetails>(DEFAULT_DETAILS);
  const [essay, setEssay] = useState<EssayState>({ text: '', annotations: [] });
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

  const premiumAvailable = config.status === 'ready' && config.config.premium_available;
  const premiumHint =
    config.status === 'ready'
      ? premiumAvailable
        ? null
        : (config.config.premium_unavailable_reason ?? 'Premium Feedback is unavailable right now.')
      : config.status === 'error'
        ? 'Premium Feedback availability could not be checked.'
        : null;

  const changeText = useCallback((next: string) => {
    setEssay((e) => ({ text: next, annotations: rebaseAnnotations(e.text, next, e.annotations) }));
  }, []);

  const limit = parseWordLimit(details.wordLimit);
  const review = async () => {
    if (!essay.text.trim() || reviewing || offline) return;
    if (limit === null) {
      setShowErrors(true);
      return;
    }
    const submitted = essay.text;
    const result = await start({
      text: submitted,
      use_premium_feedback: premium && premiumAvailable,
      prompt: details.prompt.trim() || undefined,
      word_limit: limit,
      limit_type: details.unit,
    });
    if (!result) return;
    const keyed = keyAnnotations(submitted, result.feedback.annotations);
    // The editor is locked while a review runs, but rebase anyway in case the text moved on.
    setEssay((e) => ({ text: e.text, annotations: rebaseAnnotations(submitted, e.text, keyed) }));
  };

  const download = () => {
    if (formats.content === null) return;
    saveBlob(resultBlob(formats.format, formats.content), resultFileName(formats.format));
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
      prompt: d.prompt,
      wordLimit: d.wordLimit === null ? '' : String(d.wordLimit),
      unit: d.unit,
    });
    setEssay({ text: d.essay, annotations: [] });
  };

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
            <EssayEditor
              text={essay.text}
              onTextChange={changeText}
              limit={limit}
              unit={details.unit}
              disabled={reviewing}
              onSubmitShortcut={() => void review()}
            />
            <ReviewActions
              premium={premium}
              onPremiumChange={setPremium}
              premiumAvailable={premiumAvailable}
              premiumHint={premiumHint}
              reviewing={reviewing}
              reviewDisabled={!essay.text.trim() || reviewing || offline}
              reviewHint={offline ? REVIEW_OFFLINE : null}
              onReview={() => void review()}
              downloadDisabled={!complete || formats.content === null || reviewing}
              onDownload={download}
              pdfDisabled={!complete || reviewing || !pdf.available}
              pdfBusy={pdf.state.kind === 'busy'}
              onDownloadPdf={() => {
                if (complete) void pdf.exportPdf(complete.result.html);
              }}
            />
            <PdfExportStatus state={pdf.state} unavailableReason={complete ? pdf.unavailableReason : null} />
            {autosave.error && <Text role="alert">{autosave.error}</Text>}
          </Card>
          {complete?.result.feedback.trim && (
            <TrimPanel
              key={complete.result.analysis_id}
              plan={complete.result.feedback.trim}
              reviewedText={complete.request.text}
              text={essay.text}
              onTextChange={changeText}
            />
          )}
          <Card className={styles.card}>
            <DraftsPanel
              onRestore={restoreDraft}
              refreshKey={autosave.lastSaved?.updatedAt}
              currentDraftId={draftId}
              currentText={essay.text}
            />
          </Card>
        </div>
        <ReviewColumn
          className={styles.column}
          state={state}
          onCancel={cancel}
          text={essay.text}
          annotations={essay.annotations}
          onApply={(a, replacement) => changeText(applyReplacement(essay.text, a, replacement))}
          formats={formats}
        />
      </div>
    </div>
  );
}

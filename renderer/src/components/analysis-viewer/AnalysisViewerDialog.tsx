import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { AnalysisRecord, RecordExportFormat } from '../../../../shared/schemas/usage';
import { exportRecord } from '../../api/usage';
import { hasAnalysisData } from './feedbackData';
import { saveFile } from './saveFile';
import { ViewerErrorBoundary } from './ViewerErrorBoundary';
import { ViewerPanels } from './ViewerPanels';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 32px)' },
  content: { display: 'grid', rowGap: tokens.spacingVerticalM },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { flexWrap: 'wrap' },
});

const FORMATS: { format: RecordExportFormat; label: string }[] = [
  { format: 'markdown', label: 'Markdown' },
  { format: 'html', label: 'HTML' },
  { format: 'pdf', label: 'PDF' },
];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface AnalysisViewerDialogProps {
  open: boolean;
  /** Kept by the parent for a moment after closing, so the closing animation still has content. */
  record: AnalysisRecord | null;
  onClose(): void;
  /** Called after a successful export (the server counted it). */
  onExported?(record: AnalysisRecord): void;
}

/** The analysis viewer (spec section 2): collapsible panels and Markdown / HTML / PDF / Close. */
export function AnalysisViewerDialog({ open, record, onClose, onExported }: AnalysisViewerDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState<RecordExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = record?.analysis_data;
  const hasData = hasAnalysisData(data);

  const onExport = async (format: RecordExportFormat) => {
    if (!record) return;
    setBusy(format);
    setError(null);
    try {
      const { blob, filename } = await exportRecord(record.id, format);
      saveFile(blob, filename ?? `essay-analysis.${format === 'markdown' ? 'md' : format}`);
      onExported?.(record);
    } catch (err) {
      setError((err instanceof Error && err.message) || MESSAGES.genericError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_e, d) => {
        if (!d.open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{record?.essay_title ?? 'Analysis'}</DialogTitle>
          <DialogContent className={styles.content}>
            {record && (
              <Text className={styles.meta}>
                {record.is_premium ? 'Premium Feedback' : 'Basic Feedback'} ·{' '}
                {dateFormat.format(new Date(record.created_at))}
              </Text>
            )}
            {record && !hasData && (
              <MessageBar intent="warning" data-testid="viewer-no-data">
                <MessageBarBody>{MESSAGES.noAnalysisData}</MessageBarBody>
              </MessageBar>
            )}
            {record && hasData && (
              <ViewerErrorBoundary key={record.id}>
                <ViewerPanels data={data} />
              </ViewerErrorBoundary>
            )}
            <div aria-live="polite">
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
            </div>
          </DialogContent>
          <DialogActions className={styles.actions}>
            {FORMATS.map(({ format, label }) => (
              <Button
                key={format}
                icon={busy === format ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
                disabled={!record || !hasData || busy !== null}
                onClick={() => void onExport(format)}
                aria-label={`Download ${label}`}
              >
                {label}
              </Button>
            ))}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

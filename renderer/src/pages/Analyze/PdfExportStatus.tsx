import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PdfExportState } from './usePdfExport';

// What became of Download PDF: where the file was saved (desktop) or that it downloaded (browser), why it
// failed, or why the action is unavailable here.

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

export interface PdfExportStatusProps {
  state: PdfExportState;
  /** Shown while there is a result to export but this setup cannot make PDFs. */
  unavailableReason: string | null;
}

export function PdfExportStatus({ state, unavailableReason }: PdfExportStatusProps) {
  const styles = useStyles();
  return (
    <>
      <div aria-live="polite">
        {state.kind === 'done' && (
          <Text size={200} className={styles.note}>
            {state.note}
          </Text>
        )}
        {state.kind === 'idle' && unavailableReason && (
          <Text size={200} className={styles.note}>
            {unavailableReason}
          </Text>
        )}
      </div>
      {state.kind === 'error' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

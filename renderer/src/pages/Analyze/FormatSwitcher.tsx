import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { ResultFormat } from '../../api/analyze';
import { ResultSection } from '../../components/analysis/ResultSection';
import type { ResultFormats } from './useResultFormats';

// The result in json, html or markdown. HTML is previewed in a sandboxed frame (srcdoc with
// sandbox="": no scripts, no same-origin access) and is never put into this page's DOM; JSON and
// Markdown are shown as preformatted text.

const useStyles = makeStyles({
  preview: {
    margin: 0,
    maxHeight: '28rem',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  frame: {
    width: '100%',
    height: '28rem',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: '#ffffff',
  },
});

const LABELS: Record<ResultFormat, string> = { json: 'JSON', html: 'HTML', markdown: 'Markdown' };

export function FormatSwitcher({ formats }: { formats: ResultFormats }) {
  const styles = useStyles();
  const { format, setFormat, content, converting, error } = formats;
  return (
    <ResultSection
      title="Export formats"
      description="Preview the results as JSON, HTML or Markdown, then use Download Results. Download PDF saves a printable report."
    >
      <RadioGroup
        layout="horizontal"
        aria-label="Result format"
        value={format}
        onChange={(_, data) => setFormat(data.value as ResultFormat)}
      >
        {(Object.keys(LABELS) as ResultFormat[]).map((f) => (
          <Radio key={f} value={f} label={LABELS[f]} />
        ))}
      </RadioGroup>
      {converting && <Spinner size="small" label={`Preparing ${LABELS[format]}…`} />}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!converting && content !== null && format === 'html' && (
        <iframe
          className={styles.frame}
          title="HTML export preview"
          sandbox=""
          srcDoc={content}
          data-testid="format-preview"
        />
      )}
      {!converting && content !== null && format !== 'html' && (
        // Focusable so keyboard users can scroll it.
        <pre
          className={styles.preview}
          tabIndex={0}
          aria-label={`${LABELS[format]} export preview`}
          data-testid="format-preview"
        >
          {content}
        </pre>
      )}
    </ResultSection>
  );
}

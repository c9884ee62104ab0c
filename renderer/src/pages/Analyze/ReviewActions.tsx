import { Button, Field, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular, SparkleRegular } from '@fluentui/react-icons';

// The Premium Feedback switch and the screen's buttons (spec section 2): Download Results, Download
// PDF (the results as a printable report, spec section 3's pdf export) and Review My Essay. Review My
// Essay is disabled while the text is blank, a review runs, the server is unreachable or the credits it
// needs are used up (reviewHint says which); the downloads need a result.

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
  hint: { color: tokens.colorNeutralForeground2, textAlign: 'end' },
});

export interface ReviewActionsProps {
  premium: boolean;
  onPremiumChange: (on: boolean) => void;
  premiumAvailable: boolean;
  /** Why Premium Feedback cannot be chosen (shown under the switch), or null. */
  premiumHint: string | null;
  reviewDisabled: boolean;
  reviewing: boolean;
  onReview: () => void;
  downloadDisabled: boolean;
  onDownload: () => void;
  pdfDisabled: boolean;
  pdfBusy: boolean;
  onDownloadPdf: () => void;
  /** Why review is unavailable right now (offline), or null. */
  reviewHint?: string | null;
}

export function ReviewActions(props: ReviewActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Field
        hint={
          props.premiumHint ??
          (props.premium
            ? 'In-depth, personalised feedback; takes about a minute.'
            : 'Basic Feedback: fast and automated. Turn on for an in-depth, personalised review.')
        }
      >
        <Switch
          label="Premium Feedback"
          checked={props.premium && props.premiumAvailable}
          disabled={!props.premiumAvailable || props.reviewing}
          onChange={(_, data) => props.onPremiumChange(data.checked)}
        />
      </Field>
      <div className={styles.buttons}>
        <Button icon={<ArrowDownloadRegular />} disabled={props.downloadDisabled} onClick={props.onDownload}>
          Download Results
        </Button>
        <Button
          icon={props.pdfBusy ? <Spinner size="tiny" /> : <DocumentPdfRegular />}
          disabled={props.pdfDisabled || props.pdfBusy}
          onClick={props.onDownloadPdf}
        >
          Download PDF
        </Button>
        <Button
          appearance="primary"
          icon={props.reviewing ? <Spinner size="tiny" /> : <SparkleRegular />}
          disabled={props.reviewDisabled}
          onClick={props.onReview}
          aria-describedby={props.reviewHint ? 'review-unavailable-hint' : undefined}
        >
          Review My Essay
        </Button>
      </div>
      {props.reviewHint && (
        <Text id="review-unavailable-hint" size={200} className={styles.hint}>
          {props.reviewHint}
        </Text>
      )}
    </div>
  );
}

import { Button, Field, makeStyles, Spinner, Switch, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, SparkleRegular } from '@fluentui/react-icons';

// The Premium Feedback switch and the two buttons of the screen (spec section 2). Review My Essay
// is disabled while the text is blank or a review runs; Download Results needs a result to save.

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
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
          appearance="primary"
          icon={props.reviewing ? <Spinner size="tiny" /> : <SparkleRegular />}
          disabled={props.reviewDisabled}
          onClick={props.onReview}
        >
          Review My Essay
        </Button>
      </div>
    </div>
  );
}

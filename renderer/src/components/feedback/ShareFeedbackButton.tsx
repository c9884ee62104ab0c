import { makeStyles } from '@fluentui/react-components';
import { PersonFeedbackRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { down } from '../../theme';
import { PlainButton } from '../layout/PlainButton';
import { feedbackSubmissions, MAX_FEEDBACK_PER_SESSION, recordFeedbackSubmission } from './feedbackSession';

// The dialog (Fluent's Dialog, Textarea, Field, MessageBar) loads when first opened, not with every page.
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

const useStyles = makeStyles({
  // Icon only on narrow screens; the accessible name stays 'Share Feedback'.
  label: { [down.lg]: { display: 'none' } },
  // Without its label the button is an icon button: no text-button minimum width.
  button: { [down.lg]: { minWidth: 0 } },
});

/** Share Feedback in the signed-in navigation; hidden after 10 submissions in the session. */
export function ShareFeedbackButton() {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [count, setCount] = useState(feedbackSubmissions);
  // Keep the dialog mounted while it shows its thank-you, even after the 10th submission.
  if (count >= MAX_FEEDBACK_PER_SESSION && !open) return null;
  return (
    <>
      <PlainButton
        className={styles.button}
        appearance="subtle"
        icon={<PersonFeedbackRegular />}
        aria-label="Share Feedback"
        title="Share Feedback"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span className={styles.label}>Share Feedback</span>
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={open}
            onClose={() => setOpen(false)}
            onSubmitted={() => setCount(recordFeedbackSubmission())}
          />
        </Suspense>
      )}
    </>
  );
}

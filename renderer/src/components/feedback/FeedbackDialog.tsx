import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  feedbackHelper,
} from '../../../../shared/schemas/feedback';
import { ApiError } from '../../api/client';
import { submitFeedback } from '../../api/feedback';

// The product feedback dialog (spec sections 4 and 5): editing, submitting, then a thank-you that closes
// the dialog by itself after 2 seconds.

export const FEEDBACK_CLOSE_DELAY_MS = 2000;

const useStyles = makeStyles({
  form: { display: 'grid', rowGap: tokens.spacingVerticalS },
  counterRow: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  counter: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums', marginLeft: 'auto' },
  helper: { color: tokens.colorNeutralForeground2 },
  over: { color: tokens.colorStatusDangerForeground1 },
});

type Phase = 'editing' | 'sending' | 'sent';

export interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once per successful submission. */
  onSubmitted(): void;
}

export function FeedbackDialog({ open, onClose, onSubmitted }: FeedbackDialogProps) {
  const styles = useStyles();
  const lengthId = useId();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const length = text.trim().length;
  const helper = feedbackHelper(text);
  const inRange = length >= FEEDBACK_MIN_LENGTH && length <= FEEDBACK_MAX_LENGTH;

  const reset = () => {
    window.clearTimeout(closeTimer.current);
    setText('');
    setPhase('editing');
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!inRange || phase !== 'editing') return;
    setPhase('sending');
    setError(null);
    try {
      await submitFeedback(text.trim());
      setPhase('sent');
      onSubmitted();
      closeTimer.current = window.setTimeout(close, FEEDBACK_CLOSE_DELAY_MS);
    } catch (err) {
      setError((err instanceof ApiError && err.message) || MESSAGES.feedbackFailed);
      setPhase('editing');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(e) => void onSubmit(e)}>
          <DialogBody>
            <DialogTitle>Share Feedback</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>Tell us what works, what does not, and what you would like to see.</Text>
              <Field label="Your feedback" required validationState="none">
                <Textarea
                  value={text}
                  onChange={(_e, d) => setText(d.value)}
                  rows={6}
                  resize="vertical"
                  disabled={phase !== 'editing'}
                  aria-describedby={lengthId}
                />
              </Field>
              <div className={styles.counterRow} id={lengthId}>
                {helper && (
                  <Text
                    size={200}
                    className={length > FEEDBACK_MAX_LENGTH ? styles.over : styles.helper}
                    data-testid="feedback-helper"
                  >
                    {helper}
                  </Text>
                )}
                <Text size={200} className={styles.counter} data-testid="feedback-counter">
                  {length}/{FEEDBACK_MAX_LENGTH}
                </Text>
              </div>
              <div aria-live="polite">
                {phase === 'sent' && (
                  <MessageBar intent="success" data-testid="feedback-success">
                    <MessageBarBody>{MESSAGES.feedbackThanks}</MessageBarBody>
                  </MessageBar>
                )}
                {error && (
                  <MessageBar intent="error" data-testid="feedback-error">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={close}>
                {phase === 'sent' ? 'Close' : 'Cancel'}
              </Button>
              <Button type="submit" appearance="primary" disabled={!inRange || phase !== 'editing'}>
                {phase === 'sending' ? 'Sending...' : 'Submit Feedback'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

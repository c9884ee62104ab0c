import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/account';
import { AUTH_PASSWORD_MIN } from '../../../../shared/schemas/auth';
import { changePassword } from '../../api/account';

const useStyles = makeStyles({ form: { display: 'grid', rowGap: tokens.spacingVerticalM } });

/** Local checks before the call; the server also refuses very common passwords and says so. */
function localProblem(current: string, next: string, confirm: string): string | null {
  if (!current) return ACCOUNT_MESSAGES.currentPasswordRequired;
  if (next.length < AUTH_PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (next !== confirm) return MESSAGES.passwordsDoNotMatch;
  return null;
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);

  const close = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setMessage(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = localProblem(current, next, confirm);
    if (problem) {
      setMessage({ intent: 'error', text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { message: text } = await changePassword(current, next);
      setMessage({ intent: 'success', text });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      setMessage({ intent: 'error', text: (err instanceof Error && err.message) || MESSAGES.genericError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(e) => void onSubmit(e)}>
          <DialogBody>
            <DialogTitle>Change Password</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Current password" required>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={current}
                  onChange={(_e, d) => setCurrent(d.value)}
                />
              </Field>
              <Field label="New password" required hint={`At least ${AUTH_PASSWORD_MIN} characters`}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={next}
                  onChange={(_e, d) => setNext(d.value)}
                />
              </Field>
              <Field label="Confirm new password" required>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(_e, d) => setConfirm(d.value)}
                />
              </Field>
              <div aria-live="polite">
                {message && (
                  <MessageBar intent={message.intent} data-testid="password-message">
                    <MessageBarBody>{message.text}</MessageBarBody>
                  </MessageBar>
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={close}>
                {message?.intent === 'success' ? 'Close' : 'Cancel'}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {busy ? 'Changing...' : 'Change Password'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

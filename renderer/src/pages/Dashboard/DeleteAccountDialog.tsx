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
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { DELETE_CONFIRMATION } from '../../../../shared/schemas/account';
import { deleteAccount } from '../../api/account';

const useStyles = makeStyles({
  form: { display: 'grid', rowGap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once the account is gone (sign out locally and leave). */
  onDeleted(): void;
}

/** Permanent deletion, only after the user types DELETE. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(DELETE_CONFIRMATION);
      onDeleted();
    } catch (err) {
      setError((err instanceof Error && err.message) || MESSAGES.genericError);
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(e) => void onSubmit(e)}>
          <DialogBody>
            <DialogTitle>Delete Account</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>
                This permanently deletes your account, your essays' analyses, your usage history and the
                feedback you sent. It cannot be undone. Consider downloading your data first.
              </Text>
              <Field label={`Type ${DELETE_CONFIRMATION} to confirm`} required>
                <Input value={typed} onChange={(_e, d) => setTyped(d.value)} autoComplete="off" />
              </Field>
              <div aria-live="polite">
                {error && (
                  <MessageBar intent="error">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" className={styles.danger} disabled={!confirmed || busy}>
                {busy ? 'Deleting...' : 'Delete my account'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

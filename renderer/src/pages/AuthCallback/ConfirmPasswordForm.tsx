import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { confirmSignup } from '../../api/auth';
import { FormMessage } from '../../auth/FormMessage';
import { useAuthFormStyles } from '../../auth/formStyles';
import { PasswordField } from '../../auth/PasswordField';
import { useAuthCall } from '../../auth/useAuthCall';
import { TextLink } from '../../components/layout/TextLink';
import { PlainButton } from '../../components/layout/PlainButton';

interface ConfirmPasswordFormProps {
  token: string;
  /** The server's explanation of why the password is asked for. */
  message: string;
  onConfirmed(): void;
}

/**
 * A confirmation link opened in another browser or device than the sign-up: the student proves the sign-up
 * was theirs by typing its password (a link alone could have been requested by anyone who typed their
 * address). A wrong password keeps the form, with the server's explanation of which e-mail to use.
 */
export function ConfirmPasswordForm({ token, message, onConfirmed }: ConfirmPasswordFormProps) {
  const styles = useAuthFormStyles();
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAuthCall(MESSAGES.authBackendFailed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirmSignup(token, password);
      onConfirmed();
    });
  };

  return (
    <>
      <span className={styles.centered}>{message}</span>
      {error && <FormMessage intent="error">{error}</FormMessage>}
      <form className={styles.form} onSubmit={onSubmit}>
        <PasswordField
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <PlainButton
          className={styles.submit}
          type="submit"
          appearance="primary"
          disabled={busy || !password}
        >
          {busy ? 'Confirming...' : 'Confirm and Sign In'}
        </PlainButton>
      </form>
      <p className={styles.centered}>
        Don&apos;t remember it? <TextLink to="/signup">Sign up again</TextLink> to get a new link.
      </p>
    </>
  );
}

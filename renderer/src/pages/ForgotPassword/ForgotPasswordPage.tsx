import { Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { requestPasswordReset } from '../../api/auth';
import { AuthCard } from '../../auth/AuthCard';
import { authErrorMessage } from '../../auth/errors';
import { FormMessage } from '../../auth/FormMessage';
import { useAuthFormStyles } from '../../auth/formStyles';
import { useKeptInput } from '../../auth/useKeptInput';
import { TextLink } from '../../components/layout/TextLink';
import { PlainButton } from '../../components/layout/PlainButton';

/** /forgot-password: an e-mail form; after success the form is replaced by a success message. */
export function ForgotPasswordPage() {
  const styles = useAuthFormStyles();
  const [email, setEmail] = useState('');
  const emailInput = useKeptInput(setEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setSent(message);
    } catch (err) {
      setError(authErrorMessage(err, MESSAGES.resetEmailFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle={sent ? undefined : "Enter your email and we'll send you a reset link"}
    >
      {error && <FormMessage intent="error">{error}</FormMessage>}
      {sent ? (
        <FormMessage intent="success">{`${sent} Please check your inbox.`}</FormMessage>
      ) : (
        <form className={styles.form} onSubmit={onSubmit}>
          <Field label="Email" required>
            <Input
              ref={emailInput}
              type="email"
              value={email}
              onChange={(_e, d) => setEmail(d.value)}
              autoComplete="email"
              required
            />
          </Field>
          <PlainButton className={styles.submit} type="submit" appearance="primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </PlainButton>
        </form>
      )}
      <p className={styles.centered}>
        <TextLink to="/login">Back to Login</TextLink>
      </p>
    </AuthCard>
  );
}

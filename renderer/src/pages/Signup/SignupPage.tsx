import { Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { AUTH_PASSWORD_MIN } from '../../../../shared/authLimits';
import { signup } from '../../api/auth';
import { AuthCard } from '../../auth/AuthCard';
import { FormMessage } from '../../auth/FormMessage';
import { useAuthFormStyles } from '../../auth/formStyles';
import { PasswordField } from '../../auth/PasswordField';
import { useAuthCall } from '../../auth/useAuthCall';
import { useKeptInput } from '../../auth/useKeptInput';
import { ButtonLink } from '../../components/layout/ButtonLink';
import { TextLink } from '../../components/layout/TextLink';
import { PlainButton } from '../../components/layout/PlainButton';

/** The checks the form makes before calling the server (spec section 5). */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (password.length < AUTH_PASSWORD_MIN) return MESSAGES.passwordTooShort;
  return null;
}

/** /signup: e-mail, password, confirm; then 'Check Your Email'. */
export function SignupPage() {
  const styles = useAuthFormStyles();
  const [email, setEmail] = useState('');
  const emailInput = useKeptInput(setEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useAuthCall(MESSAGES.signupFailed);
  const [done, setDone] = useState(false);
  const [resent, setResent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    void run(async () => {
      await signup(email.trim(), password);
      setDone(true);
    });
  };

  // Another sign-up with the same e-mail and password: a new link, bound to this password and this browser.
  const onResend = () =>
    void run(async () => {
      await signup(email.trim(), password);
      setResent(true);
    });

  if (done) {
    return (
      <AuthCard title="Check Your Email">
        <span className={styles.centered}>
          We&apos;ve sent a confirmation link to <strong>{email.trim()}</strong>. Open it in this browser to
          activate your account and sign in. On another device, the link asks for the password you just chose.
          The link expires in 24 hours.
        </span>
        {error && <FormMessage intent="error">{error}</FormMessage>}
        {resent && (
          <FormMessage intent="success">
            We sent a new link. Use the newest email; an earlier link also works with this password.
          </FormMessage>
        )}
        <ButtonLink to="/login" appearance="primary">
          Go to Login
        </ButtonLink>
        <PlainButton appearance="secondary" onClick={onResend} disabled={busy}>
          {busy ? 'Sending...' : 'Resend link'}
        </PlainButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Start improving your essays today. No credit card required."
    >
      {error && <FormMessage intent="error">{error}</FormMessage>}
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
        <PasswordField
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={`At least ${AUTH_PASSWORD_MIN} characters`}
        />
        <PasswordField
          label="Confirm password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        <PlainButton className={styles.submit} type="submit" appearance="primary" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </PlainButton>
      </form>
      <p className={styles.centered}>
        Already have an account? <TextLink to="/login">Sign in</TextLink>
      </p>
    </AuthCard>
  );
}

import { Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { AuthCard } from '../../auth/AuthCard';
import { useAuth } from '../../auth/AuthContext';
import { authErrorMessage } from '../../auth/errors';
import { FormMessage } from '../../auth/FormMessage';
import { useAuthFormStyles } from '../../auth/formStyles';
import { useKeptInput } from '../../auth/useKeptInput';
import { PasswordField } from '../../auth/PasswordField';
import { redirectTarget } from '../../auth/redirect';
import { TextLink } from '../../components/layout/TextLink';
import { PlainButton } from '../../components/layout/PlainButton';

/** /login: e-mail and password; on success back to the page the visitor came from, else /analyze. */
export function LoginPage() {
  const styles = useAuthFormStyles();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const stateMessage = (location.state as { message?: unknown } | null)?.message;
  const [email, setEmail] = useState('');
  const emailInput = useKeptInput(setEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (err) {
      setError(authErrorMessage(err, MESSAGES.loginFailed));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to continue improving your essays">
      {typeof stateMessage === 'string' && stateMessage && (
        <FormMessage intent="success">{stateMessage}</FormMessage>
      )}
      {error && <FormMessage intent="error">{error}</FormMessage>}
      <form className={styles.form} onSubmit={onSubmit} noValidate={false}>
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
          autoComplete="current-password"
        />
        <div className={styles.links}>
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </div>
        <PlainButton className={styles.submit} type="submit" appearance="primary" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </PlainButton>
      </form>
      <p className={styles.centered}>
        Don&apos;t have an account? <TextLink to="/signup">Sign up</TextLink>
      </p>
    </AuthCard>
  );
}

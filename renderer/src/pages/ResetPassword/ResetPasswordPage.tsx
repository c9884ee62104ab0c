import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { updatePassword } from '../../api/auth';
import { AuthCard } from '../../auth/AuthCard';
import { authErrorMessage } from '../../auth/errors';
import { FormMessage } from '../../auth/FormMessage';
import { useAuthFormStyles } from '../../auth/formStyles';
import { PasswordField } from '../../auth/PasswordField';
import { TextLink } from '../../components/layout/TextLink';
import { newPasswordProblem } from '../Signup/SignupPage';
import { PlainButton } from '../../components/layout/PlainButton';

/** Router state the auth callback sets after exchanging a recovery link. */
export interface RecoveryState {
  recovery: true;
}

/**
 * /reset-password: new password and confirm. It relies on the HttpOnly access_token cookie from the
 * recovery link, which script cannot read; without the callback's state flag it only logs a console
 * error and stays (spec section 6) - the server answers clearly if the cookie is really missing.
 */
export function ResetPasswordPage() {
  const styles = useAuthFormStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const fromRecoveryLink = (location.state as Partial<RecoveryState> | null)?.recovery === true;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!fromRecoveryLink)
      console.error('No password recovery session: open the link from your reset e-mail first.');
  }, [fromRecoveryLink]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await updatePassword(password);
      navigate('/login', { replace: true, state: { message: MESSAGES.resetPasswordSuccess } });
    } catch (err) {
      setError(authErrorMessage(err, MESSAGES.resetPasswordFailed));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Set New Password" subtitle="Choose a new password for your account">
      {error && <FormMessage intent="error">{error}</FormMessage>}
      <form className={styles.form} onSubmit={onSubmit}>
        <PasswordField
          label="New password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm new password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
        <PlainButton className={styles.submit} type="submit" appearance="primary" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </PlainButton>
      </form>
      <p className={styles.centered}>
        <TextLink to="/forgot-password">Request a new link</TextLink>
      </p>
    </AuthCard>
  );
}

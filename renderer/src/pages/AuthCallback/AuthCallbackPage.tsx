import { Spinner, Text } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { AuthCard } from '../../auth/AuthCard';
import { FormMessage } from '../../auth/FormMessage';
import { clearAuthInitialized } from '../../auth/storage';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';
import { CONFIRMED_RELOAD_DELAY_MS, readCallbackParams, resolveCallback } from './outcome';

/** Indirection over a full page load so tests can observe it. */
export const pageLoad = { assign: (path: string): void => window.location.assign(path) };

/** Confirmed and signed in: the spec's full page load of /analyze after 100 ms, auth state re-read afresh. */
function loadAnalyzeAfterConfirming(timer: { current: number | undefined }): void {
  clearAuthInitialized();
  timer.current = window.setTimeout(() => pageLoad.assign('/analyze'), CONFIRMED_RELOAD_DELAY_MS);
}

/**
 * /auth-callback (and /auth/callback): exchanges the e-mail link's token, then
 * recovery → /reset-password; confirmation → full page load of /analyze after 100 ms (opened in another
 * browser than the sign-up's, after the sign-up's password is typed);
 * failure → the error, then /login after 3 s (2 s when there was no token).
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  // Read once: the token is removed from the address bar (and history) right after.
  const [params] = useState(() => readCallbackParams(window.location.search, window.location.hash));
  const [error, setError] = useState<string | null>(null);
  const [askPassword, setAskPassword] = useState<{ token: string; message: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (window.location.hash || window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    let cancelled = false;
    void resolveCallback(params).then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'recovery') {
        navigate('/reset-password', { replace: true, state: { recovery: true } });
      } else if (outcome.kind === 'confirmed') {
        loadAnalyzeAfterConfirming(timer);
      } else if (outcome.kind === 'password') {
        setAskPassword(outcome);
      } else {
        setError(outcome.message);
        timer.current = window.setTimeout(() => navigate('/login', { replace: true }), outcome.delayMs);
      }
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer.current);
    };
  }, [params, navigate]);

  return (
    <AuthCard title={error ? 'Verification Failed' : 'Account Verification'}>
      {askPassword ? (
        <ConfirmPasswordForm
          token={askPassword.token}
          message={askPassword.message}
          onConfirmed={() => loadAnalyzeAfterConfirming(timer)}
        />
      ) : error ? (
        <>
          <FormMessage intent="error">{error}</FormMessage>
          {/* The spec's no-token message already says where it goes; the others do not. */}
          {error !== MESSAGES.noAuthToken && <Text align="center">Taking you to the login page...</Text>}
        </>
      ) : (
        <Spinner label={MESSAGES.verifyingAccount} labelPosition="below" />
      )}
    </AuthCard>
  );
}

import { Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages';
import { AuthCard } from '../../auth/AuthCard';
import { FormMessage } from '../../auth/FormMessage';
import { clearAuthInitialized } from '../../auth/storage';
import { CONFIRMED_RELOAD_DELAY_MS, readCallbackParams, resolveCallback } from './outcome';

/** Indirection over a full page load so tests can observe it. */
export const pageLoad = { assign: (path: string): void => window.location.assign(path) };

/**
 * /auth-callback (and /auth/callback): exchanges the e-mail link's token, then
 * recovery → /reset-password; confirmation → full page load of /analyze after 100 ms;
 * failure → the error, then /login after 3 s (2 s when there was no token).
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  // Read once: the token is removed from the address bar (and history) right after.
  const [params] = useState(() => readCallbackParams(window.location.search, window.location.hash));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (window.location.hash || window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    let cancelled = false;
    let timer: number | undefined;
    void resolveCallback(params).then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'recovery') {
        navigate('/reset-password', { replace: true, state: { recovery: true } });
      } else if (outcome.kind === 'confirmed') {
        clearAuthInitialized();
        timer = window.setTimeout(() => pageLoad.assign('/analyze'), CONFIRMED_RELOAD_DELAY_MS);
      } else {
        setError(outcome.message);
        timer = window.setTimeout(() => navigate('/login', { replace: true }), outcome.delayMs);
      }
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [params, navigate]);

  return (
    <AuthCard title={error ? 'Verification Failed' : 'Account Verification'}>
      {error ? (
        <>
          <FormMessage intent="error">{error}</FormMessage>
          <Text align="center">Taking you to the login page...</Text>
        </>
      ) : (
        <Spinner label={MESSAGES.verifyingAccount} labelPosition="below" />
      )}
    </AuthCard>
  );
}

import { useState } from 'react';
import { authErrorMessage } from './errors';

/**
 * The busy/error state of an account form: `run` calls the server with the form busy and shows a failure
 * as the server's message, else the page's `fallback` (spec section 8).
 */
export function useAuthCall(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(authErrorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

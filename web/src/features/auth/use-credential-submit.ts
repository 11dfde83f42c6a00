import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { clearToken } from '../../lib/auth-token';
import { useFinishSignIn } from './finish-sign-in';

/**
 * The submit flow login and signup share: ask the server for a token, then finish signing in.
 * While it runs `busy` is true; a refusal removes any token and shows the server's message (or
 * `fallback`), a failure after the token shows the SignInError's message.
 */
export function useCredentialSubmit(fallback: string, initialError: string | null = null) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const finishSignIn = useFinishSignIn();

  const submit = async (requestToken: () => Promise<{ token: string }>) => {
    setError(null);
    setBusy(true);
    let token: string;
    try {
      ({ token } = await requestToken());
    } catch (cause) {
      clearToken();
      setError(errorMessage(cause, fallback));
      setBusy(false);
      return;
    }
    try {
      await finishSignIn(token);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : fallback);
      setBusy(false);
    }
  };

  return { error, setError, busy, submit };
}

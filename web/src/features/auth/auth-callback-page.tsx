import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { googleCallback } from '../../api/generated/identity/identity';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { clearToken } from '../../lib/auth-token';
import type { LoginNotice } from '../../lib/login-notice';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { authMessages } from './auth-messages';
import { useFinishSignIn } from './finish-sign-in';

/**
 * /auth/callback: Google sends the browser back here with `code` and `state` (or `error`). The code
 * is exchanged once for a token, then sign-in finishes as after a password login.
 */
export function AuthCallbackPage() {
  usePageTitle('Signing In');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  // A code is single use: never exchange it twice (effects run twice in development).
  const started = useRef(false);

  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const providerError = searchParams.get('error');

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const backToLogin = (error: string) => {
      const loginState: LoginNotice = { error };
      void navigate(paths.login, { replace: true, state: loginState });
    };

    if (providerError) return backToLogin(authMessages.googleCancelled);
    if (!code) return backToLogin(authMessages.googleMissingCode);

    void (async () => {
      let token: string;
      try {
        ({ token } = await googleCallback(state ? { code, state } : { code }));
      } catch (cause) {
        clearToken();
        return backToLogin(errorMessage(cause, authMessages.googleExchangeFailed));
      }
      try {
        await finishSignIn(token);
      } catch (cause) {
        backToLogin(cause instanceof Error ? cause.message : authMessages.googleExchangeFailed);
      }
    })();
  }, [code, state, providerError, navigate, finishSignIn]);

  return (
    <AuthCard title="Signing you in" description="Completing your Google sign-in…">
      <div className="flex justify-center py-4 text-primary">
        <Spinner size="lg" label="Completing sign-in" />
      </div>
    </AuthCard>
  );
}

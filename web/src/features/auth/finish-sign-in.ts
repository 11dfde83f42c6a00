import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createCheckoutSession } from '../../api/generated/billing/billing';
import type { ProfileResponse, Role } from '../../api/generated/model';
import { errorMessage } from '../../lib/api-error';
import { clearToken, setToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { takePendingCheckout } from '../../lib/pending-checkout';
import { profileQueryOptions } from '../../lib/profile';
import { authMessages } from './auth-messages';

/** A step after the token arrived failed; `message` is what the screen shows. The token is already removed. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
}

export function homeFor(role: Role): string {
  return role === 'admin' || role === 'support' ? paths.adminDashboard : paths.dashboard;
}

async function startPendingCheckout(): Promise<'left' | 'stayed'> {
  const pending = takePendingCheckout();
  if (!pending) return 'stayed';
  let result: Awaited<ReturnType<typeof createCheckoutSession>>;
  try {
    result = await createCheckoutSession(pending);
  } catch (error) {
    throw new SignInError(errorMessage(error, authMessages.paymentUrlFailed));
  }
  if (result.url) {
    browser.assign(result.url);
    return 'left';
  }
  // `success`: the existing subscription was changed in place; carry on into the app.
  if (result.success) return 'stayed';
  throw new SignInError(authMessages.paymentUrlFailed);
}

/**
 * What login, signup and the Google return share once a token arrives (spec: login states): store
 * the token, load the profile, start a checkout the visitor chose before signing in, else go to the
 * role's home. Any failure removes the token and rejects with a SignInError carrying the message.
 */
export function useFinishSignIn(): (token: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async (token: string) => {
    const loadProfile = async (): Promise<ProfileResponse> => {
      try {
        return await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
      } catch (error) {
        throw new SignInError(errorMessage(error, authMessages.profileFailed));
      }
    };

    setToken(token);
    try {
      const profile = await loadProfile();
      if ((await startPendingCheckout()) === 'left') return;
      await navigate(homeFor(profile.user.role), { replace: true });
    } catch (error) {
      clearToken();
      throw error instanceof SignInError ? error : new SignInError(authMessages.profileFailed);
    }
  };
}

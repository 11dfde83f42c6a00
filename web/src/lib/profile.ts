import { useEffect } from 'react';
import {
  getGetProfileQueryKey,
  getGetProfileQueryOptions,
  useGetProfile,
} from '../api/generated/identity/identity';
import type { ProfileResponse } from '../api/generated/model';
import { isApiError } from './api-error';
import { clearToken, useStoredToken } from './auth-token';

/** Spec: user fetch states. idle = no signed-in user to load. */
export type ProfileStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type ProfileState = {
  profile: ProfileResponse | null;
  status: ProfileStatus;
  error: unknown;
};

/** GET /api/user/profile for the shell and every page, as one cached query. */
export const profileQueryOptions = getGetProfileQueryOptions;
export const getProfileQueryKey = getGetProfileQueryKey;

/**
 * The signed-in user's profile and subscription. A failed fetch that the server answered removes
 * the stored token (spec: user fetch), which sends the guards to /login; a network failure does not,
 * because it says nothing about the session.
 */
export function useProfile(): ProfileState {
  const token = useStoredToken();
  // spec: profile failures are only logged, no error modal
  const query = useGetProfile({ query: { enabled: token !== null }, request: { quiet: true } });
  const failedWithAnswer = query.isError && !(isApiError(query.error) && query.error.status === 0);

  useEffect(() => {
    if (failedWithAnswer) clearToken();
  }, [failedWithAnswer]);

  if (token === null) return { profile: null, status: 'idle', error: null };
  if (query.isError) return { profile: query.data ?? null, status: 'failed', error: query.error };
  if (query.data) return { profile: query.data, status: 'succeeded', error: null };
  return { profile: null, status: 'loading', error: null };
}

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/**
 * Whether a failed query is worth another try: a client error (4xx) or 'not implemented' (501)
 * will answer the same again; network blips and other server errors get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && ((error.status >= 400 && error.status < 500) || error.status === 501)) {
    return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

let instance: QueryClient | null = null;

/** The app's one query cache, created on first use. */
export function getQueryClient(): QueryClient {
  instance ??= createQueryClient();
  return instance;
}

/** Drops the cache entirely (tests start each case with an empty one). */
export function resetQueryClient(): void {
  instance?.clear();
  instance = null;
}

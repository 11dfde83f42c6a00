import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Client errors (4xx) will not change on retry; network blips and 5xx get two more tries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
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

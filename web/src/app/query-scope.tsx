import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { usePrefetchModals } from './modals/modals-host';
import { getQueryClient } from './query-client';

/**
 * Provides TanStack Query to every route below it. It is a lazy layout route rather than a root
 * provider so the landing page, which fetches nothing, does not download the query library (nor,
 * through usePrefetchModals, the app-wide modals).
 */
export function QueryScope() {
  usePrefetchModals();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}

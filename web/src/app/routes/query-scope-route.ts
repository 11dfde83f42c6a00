import { lazyPage } from './lazy-page';

/** Pathless layout route that provides TanStack Query to its children (see query-scope.tsx). */
export const queryScopeRoute = {
  lazy: lazyPage(() => import('../query-scope').then((m) => m.QueryScope)),
};

import type { RouteObject } from 'react-router';
import { RootErrorBoundary } from '../root-error-boundary';
import { RootLayout } from '../root-layout';
import { RouteFallback } from '../route-fallback';
import { memberRoutes } from './member-routes';
import { publicRoutes } from './public-routes';
import { queryScopeRoute } from './query-scope-route';
import { standaloneRoutes } from './standalone-routes';

/**
 * The full route table of both spec documents. Everything except the landing page sits under the
 * query scope. `extraRoutes` lets tests mount a route under the same root (error boundary, modals).
 */
export function createAppRoutes(extraRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: RouteFallback,
      children: [
        ...extraRoutes,
        publicRoutes,
        { ...queryScopeRoute, children: [...standaloneRoutes, memberRoutes] },
      ],
    },
  ];
}

import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/routes/app-routes';

/**
 * Renders the real route table at `path` (a URL, or a location with navigation state), with the
 * app's providers; returns the router to inspect.
 */
export function renderApp(path: InitialEntry, extraRoutes: RouteObject[] = []) {
  const router = createMemoryRouter(createAppRoutes(extraRoutes), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppRoutes } from './app/routes/app-routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * The lazy modules of the routes this URL matches, loaded before hydration: the prerendered HTML
 * was rendered with them, so the first client render must have them too (no fallback in between).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function app(routes: RouteObject[]) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
}

const routes = createAppRoutes();
// index.html's inline script marks a signed-in visit of a prerendered '/' (hidden until here): the
// landing page is not hydrated, the router renders from scratch and goes on to /dashboard
const redirecting = document.documentElement.hasAttribute('data-signed-in-landing');
if (container.firstElementChild && !redirecting) {
  void loadMatchedRoutes(routes).then(() => hydrateRoot(container, app(routes)));
} else {
  container.replaceChildren();
  document.documentElement.removeAttribute('data-signed-in-landing');
  createRoot(container).render(app(routes));
}

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRoutes } from './app/routes/app-routes';

/**
 * The HTML of one public route as a signed-out first visit renders it, for the build to write into
 * index.html's root element (scripts/prerender-web.ts). The client hydrates it (main.tsx) with the
 * same tree; nothing is fetched here, so data-driven parts render their loading state, as they do
 * on the client's first render.
 */
export async function renderRoute(pathname: string): Promise<string> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while prerendering`);
  if (context.errors)
    throw new Error(`${pathname} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

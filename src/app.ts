import { Hono } from 'hono';
import type { Config } from './config.ts';
import { type Orm, withEntityManager } from './shared/persistence/database.ts';
import type { Logger } from './shared/logging/logger.ts';
import type { AppEnv, Resolve } from './shared/http/app-env.ts';
import { API_DEFAULTS, answerHeaders } from './shared/http/answer-headers.ts';
import { mountApiDocs } from './shared/http/api-docs.ts';
import { bodyLimits } from './shared/http/body-limit.ts';
import { contractRoutes } from './shared/http/contract-security.ts';
import { apiNotFound, errorHandler } from './shared/http/error-handler.ts';
import { inputHygiene } from './shared/http/input-hygiene.ts';
import { requestContext } from './shared/http/request-context.ts';
import { securityHeaders } from './shared/http/security-headers.ts';
import { loadWebApp } from './shared/http/web-app.ts';
import type { AppModule } from './shared/module.ts';

export interface AppDependencies {
  config: Pick<Config, 'WEB_DIST' | 'PUBLIC_URL'> & Partial<Pick<Config, 'CHECK_RESPONSES'>>;
  logger: Logger;
  orm: Orm;
  resolve: Resolve;
  modules: AppModule[];
  contractPath: string;
  /** Serve the built web app (off in API-only tests). */
  serveWeb?: boolean;
}

/** The middleware chain, every module's routes, the contract, the docs and the web app. */
export function buildApp(deps: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limits = Object.assign({}, ...deps.modules.map((m) => m.bodyLimits ?? {}));
  const web = deps.serveWeb === false ? undefined : loadWebApp(deps.config.WEB_DIST);
  const https = deps.config.PUBLIC_URL.startsWith('https://');
  const scriptHashes = web?.scriptHashes ?? [];
  const pages = securityHeaders({ https, scriptHashes, docs: false });
  const headers = {
    page: { fixed: pages, defaults: [] },
    api: { fixed: pages, defaults: API_DEFAULTS },
    docs: { fixed: securityHeaders({ https, scriptHashes, docs: true }), defaults: [] },
  } as const;
  // the paths Hono's '/api/*' matches
  const isApi = (path: string) => path.startsWith('/api/') || path === '/api';

  app.onError(errorHandler);
  app.use('*', requestContext(deps.logger, deps.resolve, deps.config.CHECK_RESPONSES ?? true));
  app.use(
    '*',
    answerHeaders((c) => {
      const path = c.req.path;
      return isApi(path) ? headers.api : path === '/docs' ? headers.docs : headers.page;
    }),
  );

  const context = { resolve: deps.resolve, ...contractRoutes(deps.contractPath) };
  const api = new Hono<AppEnv>();
  api.use('/api/*', bodyLimits(limits));
  api.use('/api/*', (_c, next) => withEntityManager(deps.orm, next));
  api.use('/api/*', inputHygiene(context));
  for (const module of deps.modules) {
    const middleware = module.apiMiddleware?.(context);
    if (middleware) api.use('/api/*', middleware);
  }
  for (const module of deps.modules) if (module.routes) api.route('/', module.routes);
  api.all('/api/*', apiNotFound);
  app.route('/', api);

  for (const module of deps.modules) module.mountPages?.(app, context);
  mountApiDocs(app, deps.contractPath);
  web?.mount(app);
  return app;
}

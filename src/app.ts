import { RequestContext } from '@mikro-orm/core';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.ts';
import type { Orm } from './shared/persistence/database.ts';
import type { Logger } from './shared/logging/logger.ts';
import type { AppEnv, Resolve } from './shared/http/app-env.ts';
import { mountApiDocs } from './shared/http/api-docs.ts';
import { bodyLimits } from './shared/http/body-limit.ts';
import { contractRoutes } from './shared/http/contract-security.ts';
import { apiNotFound, errorHandler } from './shared/http/error-handler.ts';
import { inputHygiene } from './shared/http/input-hygiene.ts';
import { noStoreByDefault } from './shared/http/no-store.ts';
import { requestContext } from './shared/http/request-context.ts';
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

function contentSecurityPolicy(scriptHashes: string[], docs: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // the docs page boots Scalar with an inline configuration script
    scriptSrc: docs ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The middleware chain, every module's routes, the contract, the docs and the web app. */
export function buildApp(deps: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limits = Object.assign({}, ...deps.modules.map((m) => m.bodyLimits ?? {}));
  const web = deps.serveWeb === false ? undefined : loadWebApp(deps.config.WEB_DIST);
  // HSTS over plain http would be ignored at best and pin a broken host at worst; framing is
  // refused both ways (X-Frame-Options for old browsers, frame-ancestors for the rest)
  const shared = {
    strictTransportSecurity: deps.config.PUBLIC_URL.startsWith('https://')
      ? 'max-age=15552000; includeSubDomains'
      : false,
    xFrameOptions: 'DENY',
  } as const;
  const pageHeaders = secureHeaders({
    ...shared,
    contentSecurityPolicy: contentSecurityPolicy(web?.scriptHashes ?? [], false),
    crossOriginEmbedderPolicy: false,
  });
  const docsHeaders = secureHeaders({ ...shared, contentSecurityPolicy: contentSecurityPolicy([], true) });

  app.onError(errorHandler);
  app.use('*', requestContext(deps.logger, deps.resolve, deps.config.CHECK_RESPONSES ?? true));
  app.use('*', (c, next) => (c.req.path === '/docs' ? docsHeaders : pageHeaders)(c, next));

  const context = { resolve: deps.resolve, ...contractRoutes(deps.contractPath) };
  const api = new Hono<AppEnv>();
  api.use('/api/*', noStoreByDefault);
  api.use('/api/*', bodyLimits(limits));
  api.use('/api/*', (_c, next) => RequestContext.create(deps.orm.em, next));
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

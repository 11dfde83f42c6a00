import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import type { Hono } from 'hono';
import { parse } from 'yaml';
import type { AppEnv } from './app-env.ts';

const require = createRequire(import.meta.url);

/** Publishes the contract at /openapi.json and a browsable reference at /docs, bundled, no CDN. */
export function mountApiDocs(app: Hono<AppEnv>, contractPath: string): void {
  let json: string | undefined;
  app.get('/openapi.json', (c) => {
    json ??= JSON.stringify(parse(readFileSync(contractPath, 'utf8')));
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(json);
  });

  let bundle: Buffer | undefined;
  app.get('/docs/scalar.js', (c) => {
    bundle ??= readFileSync(
      path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'),
    );
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(bundle));
  });
  app.get(
    '/docs',
    Scalar({
      url: '/openapi.json',
      cdn: '/docs/scalar.js',
      pageTitle: 'Interview Coach API',
      withDefaultFonts: false,
      hideClientButton: true,
      // everything here works offline: no hosted AI agent, MCP generator or telemetry
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      telemetry: false,
    }),
  );
}

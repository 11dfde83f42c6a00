import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

/** sha256 sources of the inline scripts in index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered with
 * index.html so client-side routes survive a reload (SPA fallback).
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): { scriptHashes: string[] } {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) =>
      c.text('The web app is not built yet. Run `make run` (or `npm run build:web`) to build it.', 503),
    );
    return { scriptHashes: [] };
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const relativeRoot = path.relative(process.cwd(), root) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root: relativeRoot,
      onFound: (_p, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // only real files (a name with an extension); '/' and client routes fall through to index.html
  const files = serveStatic({ root: relativeRoot, index: '' });
  app.use('*', async (c, next) => {
    if (!/\/[^/]+\.[A-Za-z0-9]+$/.test(c.req.path)) return next();
    let missing = false;
    const found = await files(c, async () => {
      missing = true;
    });
    return missing ? c.text('Not Found', 404) : found;
  });
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return { scriptHashes: inlineScriptHashes(indexHtml) };
}

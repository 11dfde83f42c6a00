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

export interface WebApp {
  /** Hashes of index.html's inline scripts, for the content security policy. */
  scriptHashes: string[];
  mount(app: Hono<AppEnv>): void;
}

const FILE_PATH = /\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * The built web app: hashed assets cached for a year, other files as they are, and every other
 * non-API GET answered with index.html so client-side routes survive a reload (SPA fallback).
 */
export function loadWebApp(distDir: string): WebApp {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    return {
      scriptHashes: [],
      mount: (app) =>
        app.get('*', (c) =>
          c.text('The web app is not built yet. Run `make run` (or `npm run build:web`) to build it.', 503),
        ),
    };
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const relativeRoot = path.relative(process.cwd(), root) || '.';
  return {
    scriptHashes: inlineScriptHashes(indexHtml),
    mount: (app) => {
      const immutable = serveStatic({
        root: relativeRoot,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
      const files = serveStatic({ root: relativeRoot, index: '' });
      app.use('/assets/*', immutable);
      // pages without their own icon (/docs, /dev/mailbox) ask for this; the app's icon is inline
      app.get('/favicon.ico', (c) => c.body(null, 204));
      // only real files (a name with an extension); '/' and client routes fall through to index.html
      app.use('*', async (c, next) => {
        if (!FILE_PATH.test(c.req.path)) return next();
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
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { PRERENDERED_ROUTES, prerenderedFileName } from './prerendered-routes.ts';

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
const HIDDEN_SEGMENT = /\/\./;

/**
 * Files under `root`, answered with `headers` added; undefined when there is no such file.
 * Precompressed: the build writes name.br and name.gz beside each script and stylesheet
 * (web/vite-precompress.ts), and serveStatic sends brotli when the request accepts it, then gzip,
 * else the file as it is, with the original file's Content-Type. It marks only the compressed
 * answers with `Vary: Accept-Encoding`; the plain answer for a file with compressed variants gets
 * it here, so a shared cache never hands it to a browser that could have had less.
 */
function staticFiles(root: string, headers: Record<string, string>) {
  // the build is fixed while the server runs: which files have compressed copies is read once
  const compressible = new Set(
    (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((name) => name.endsWith('.br') || name.endsWith('.gz'))
      .map((name) => path.resolve(root, name.slice(0, -3))),
  );
  const sent = new WeakMap<Context, string>();
  const serve = serveStatic({
    root,
    index: '',
    precompressed: true,
    // headers set here would miss the response, which is already built; note the file instead
    onFound: (file, c) => {
      sent.set(c, file);
    },
  });
  return async (c: Context): Promise<Response | undefined> => {
    const res = await serve(c, async () => {});
    const file = sent.get(c);
    if (!res || file === undefined) return undefined;
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    const compressed = res.headers.has('Content-Encoding');
    if (!compressed && compressible.has(path.resolve(file))) {
      res.headers.append('Vary', 'Accept-Encoding');
    }
    return res;
  };
}

/**
 * The public routes' HTML rendered at build time (scripts/prerender-web.ts), by route; a build
 * without them (or missing one) leaves that route to index.html, which renders in the browser.
 */
function readPrerendered(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of PRERENDERED_ROUTES) {
    const file = path.join(root, 'prerendered', prerenderedFileName(route));
    if (existsSync(file)) pages.set(route, readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * The built web app: hashed assets cached for a year, other files as they are, the public routes
 * with their prerendered HTML, and every other non-API GET answered with index.html so client-side
 * routes survive a reload (SPA fallback).
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
  const prerendered = readPrerendered(root);
  const relativeRoot = path.relative(process.cwd(), root) || '.';
  return {
    scriptHashes: [
      ...new Set([indexHtml, ...prerendered.values()].flatMap((html) => inlineScriptHashes(html))),
    ],
    mount: (app) => {
      const immutable = staticFiles(relativeRoot, { 'Cache-Control': 'public, max-age=31536000, immutable' });
      const files = staticFiles(relativeRoot, {});
      app.use('/assets/*', async (c, next) => (await immutable(c)) ?? next());
      // pages without their own icon (/docs, /dev/mailbox) ask for this; the app's icon is inline
      app.get('/favicon.ico', (c) => c.body(null, 204));
      // only real files (a name with an extension); '/' and client routes fall through to index.html
      app.use('*', async (c, next) => {
        if (!FILE_PATH.test(c.req.path)) return next();
        // build metadata such as .vite/manifest.json is not part of the site
        if (HIDDEN_SEGMENT.test(c.req.path)) return c.text('Not Found', 404);
        return (await files(c)) ?? c.text('Not Found', 404);
      });
      app.get('*', (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html(prerendered.get(c.req.path) ?? indexHtml);
      });
    },
  };
}

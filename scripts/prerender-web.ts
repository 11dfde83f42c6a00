/**
 * Part of `npm run build:web`, after the client build: renders each public route to HTML in Node
 * (web/src/prerender.tsx, loaded through Vite's module runner so its imports resolve as in the
 * build) and writes it into the built index.html's root element as
 * web/dist/prerendered/<route>.html (`/` is index.html). The server answers those routes with those
 * files (src/shared/http/web-app.ts); the browser paints them before any script runs and main.tsx
 * hydrates them. Usage: node scripts/prerender-web.ts web/dist
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { PRERENDERED_ROUTES, prerenderedFileName } from '../src/shared/http/prerendered-routes.ts';

const dist = path.resolve(process.argv[2] ?? 'web/dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`${dist}/index.html has no empty ${EMPTY_ROOT}`);

const vite = await createServer({
  configFile: false,
  root: path.resolve('web'),
  cacheDir: path.resolve('node_modules/.vite/web-prerender'),
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const { renderRoute } = (await vite.ssrLoadModule('/src/prerender.tsx')) as {
    renderRoute(pathname: string): Promise<string>;
  };
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const route of PRERENDERED_ROUTES) {
    const html = await renderRoute(route);
    const page = template.replace(EMPTY_ROOT, `<div id="root">${html}</div>`);
    writeFileSync(path.join(dist, 'prerendered', prerenderedFileName(route)), page);
    console.log(`prerendered ${route}: ${(html.length / 1024).toFixed(1)} kB of HTML`);
  }
} finally {
  await vite.close();
}

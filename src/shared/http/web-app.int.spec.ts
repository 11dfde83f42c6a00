import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { loadWebApp } from './web-app.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const styles = `.card { padding: 1rem; }\n`.repeat(100);

/** A built web app in miniature: what web/vite-precompress.ts leaves in web/dist. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(
    path.join(dir, 'prerendered/index.html'),
    '<!doctype html><div id="root"><h1>Landing</h1></div>',
  );
  writeFileSync(
    path.join(dir, 'prerendered/pricing.html'),
    '<!doctype html><div id="root"><h1>Pricing</h1></div>',
  );
  for (const [name, body] of [
    ['assets/index-abc123.js', script],
    ['assets/index-abc123.css', styles],
  ] as const) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  return dir;
}

describe('the web app on the wire', () => {
  let dist: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    dist = fakeDist();
    app = new Hono<AppEnv>();
    loadWebApp(dist).mount(app);
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.request(url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

  it('sends brotli when the browser accepts it, with the script type and immutable caching', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('/assets/index-abc123.css', 'gzip, deflate');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(styles);
  });

  it('sends the file as it is when no encoding it has is accepted, still varying on the header', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/index-abc123.js', acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(script);
    }
  });

  it('serves other files and client routes as before, and keeps build metadata private', async () => {
    const robots = await get('/robots.txt', 'br, gzip');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('Content-Encoding')).toBeNull();
    expect(robots.headers.get('Vary')).toBeNull();
    expect(await robots.text()).toBe('User-agent: *\n');

    const page = await get('/dashboard', 'br, gzip');
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');

    expect(await page.text()).toBe('<!doctype html><div id="root"></div>');

    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/assets/missing-000.js', 'br')).status).toBe(404);
  });

  it('answers a prerendered public route with its HTML, and a route without one with index.html', async () => {
    const landing = await get('/');
    expect(landing.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(landing.headers.get('Cache-Control')).toBe('no-cache');
    expect(await landing.text()).toContain('<h1>Landing</h1>');
    expect(await (await get('/pricing')).text()).toContain('<h1>Pricing</h1>');
    // built without its page (or not a public route): the browser renders it from index.html
    expect(await (await get('/about')).text()).toBe('<!doctype html><div id="root"></div>');
    expect(await (await get('/pricing/extra')).text()).toBe('<!doctype html><div id="root"></div>');
  });
});

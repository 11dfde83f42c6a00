import { type AddressInfo, createServer } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Clock } from '../../src/shared/kernel/clock.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The first link of the newest mail to an address whose subject matches, read from /dev/mailbox
 * the way a developer would (no subject: the newest mail).
 */
export async function mailedLink(j: Journey, to: string, subject?: string): Promise<string> {
  const page = await j.browser.newPage();
  await page.goto(`${j.baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
  const mail = subject ? page.locator('article', { hasText: subject }) : page.locator('article');
  const href = await mail.first().locator('a').first().getAttribute('href');
  await page.close();
  if (!href) throw new Error(`no ${subject ? `"${subject}" ` : ''}mail for ${to}`);
  return href;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Journey {
  baseUrl: string;
  browser: Browser;
  page: Page;
  app: TestApp;
  close(): Promise<void>;
}

/** The built web app and the real server on a free local port, driven by Debian's Chromium. */
export async function startJourney(options: { clock?: Clock } = {}): Promise<Journey> {
  // the browser talks to the server directly: no proxy, so the socket address counts
  const port = await freePort();
  const app = await createTestApp(
    // mailed links must point at this server, as PUBLIC_URL makes them in production
    { TRUST_PROXY: 'false', PUBLIC_URL: `http://127.0.0.1:${port}` },
    { serveWeb: true, clock: options.clock },
  );
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.application.app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    page,
    app,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

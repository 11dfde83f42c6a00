import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Journey {
  baseUrl: string;
  browser: Browser;
  page: Page;
  app: TestApp;
  close(): Promise<void>;
}

/** The built web app and the real server on a free local port, driven by Debian's Chromium. */
export async function startJourney(): Promise<Journey> {
  const app = await createTestApp({}, { serveWeb: true });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.application.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
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

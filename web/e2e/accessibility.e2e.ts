import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exploreOnOwn, type Journey, signUpThroughForm, startJourney } from './browser.ts';
import { PRERENDERED_ROUTES } from '../../src/shared/http/prerendered-routes.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** Every public page: the ones the build renders to HTML. */
const PUBLIC_PAGES = PRERENDERED_ROUTES;
const THEMES = ['light', 'dark'] as const;

/** WCAG 2.x A and AA violations axe finds on the page as it is now: rule, impact and the nodes' targets. */
async function aaViolations(page: Page): Promise<string[]> {
  // evaluated through the browser's debugging protocol: the page's content security policy allows
  // no injected script tag
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // known and open: the account menu's trigger shows initials under the name 'Account menu'
      // (label in name, an experimental axe rule); everything else must pass
      rules: { 'label-content-name-mismatch': { enabled: false } },
    });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  return violations;
}

async function chooseTheme(page: Page, baseUrl: string, theme: (typeof THEMES)[number]) {
  await page.goto(`${baseUrl}/privacy`);
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    // the cookie notice is checked on the first page of each theme, then answered
    localStorage.removeItem('cookie-consent');
  }, theme);
}

describe('WCAG AA colours and links, both themes', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it.each(THEMES)('finds no WCAG AA violation on the public pages (%s theme)', async (theme) => {
    await chooseTheme(j.page, j.baseUrl, theme);
    const found: string[] = [];
    for (const route of PUBLIC_PAGES) {
      await j.page.goto(`${j.baseUrl}${route}`);
      await j.page.getByRole('heading', { level: 1 }).first().waitFor();
      await j.page.waitForLoadState('networkidle');
      for (const violation of await aaViolations(j.page)) found.push(`${route}: ${violation}`);
    }
    expect(found).toEqual([]);
  });

  it.each(THEMES)('finds no WCAG AA violation on the dashboard (%s theme)', async (theme) => {
    const page = await j.browser.newPage();
    try {
      await chooseTheme(page, j.baseUrl, theme);
      await signUpThroughForm(j, page, 'Robin Axe', `robin.${theme}.${Date.now()}@example.com`);
      await exploreOnOwn(page);
      await page.getByRole('heading', { name: 'Start a New Session' }).waitFor();
      // the dashboard keeps its notification stream open, so the network never goes idle: wait
      // for every part to be in and nothing still loading
      await page.getByRole('heading', { name: 'Performance Overview' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-loading]'));
      expect(await aaViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

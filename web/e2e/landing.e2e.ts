import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, startJourney } from './browser.ts';

describe('a visitor on the landing page', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('reads the pitch and starts a free trial on the sign-up page', async () => {
    const errors: string[] = [];
    j.page.on('pageerror', (e) => errors.push(e.message));
    j.page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });

    await j.page.goto(`${j.baseUrl}/`);
    await j.page.getByRole('heading', { name: 'Own Your Interview' }).waitFor();
    expect(await j.page.title()).toMatch(/interview/i);
    await j.page.getByText('Trusted by Ambitious Professionals').waitFor();

    await j.page.getByRole('link', { name: 'Start Your Free Trial' }).first().click();
    await j.page.waitForURL(`${j.baseUrl}/signup`);
    await j.page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('gets the Page Not Found page for an unknown address, served by the SPA fallback', async () => {
    await j.page.goto(`${j.baseUrl}/no/such/page`);
    await j.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, signUpThroughForm, startJourney } from './browser.ts';

describe('a new job seeker on their first visit', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('is welcomed with the quick tour, walks it to the end and is not asked again', async () => {
    const page = j.page;
    await signUpThroughForm(j, page, 'Avery Quinn', `avery.${Date.now()}@example.com`);

    await page.getByRole('button', { name: 'Start Quick Tour' }).click();
    const tooltip = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: /^(Next|Finish)$/ }) });
    const titles: string[] = [];
    for (let step = 0; step < 10; step++) {
      await tooltip.waitFor();
      titles.push((await tooltip.getByRole('heading').first().textContent()) ?? '');
      const finish = tooltip.getByRole('button', { name: 'Finish' });
      if (await finish.count()) {
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/tours/complete'));
        await finish.click();
        expect((await saved).status()).toBe(200);
        break;
      }
      await tooltip.getByRole('button', { name: 'Next' }).click();
    }
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    await tooltip.waitFor({ state: 'detached' });

    // the profile (with the completed tours) decides whether the welcome shows; the page never
    // goes network-idle, as the bell keeps its live stream open
    const profile = page.waitForResponse((r) => r.url().endsWith('/api/user/profile'));
    await page.reload();
    await page.getByRole('heading', { name: /Welcome back, Avery!/ }).waitFor();
    await profile;
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Start Quick Tour' }).count()).toBe(0);
  });
});

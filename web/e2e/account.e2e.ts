import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/shared/kernel/clock.ts';
import {
  exploreOnOwn,
  type Journey,
  mailedLink,
  PASSWORD,
  signUpThroughForm,
  startJourney,
} from './browser.ts';

async function signUp(j: Journey, page: Page, email: string): Promise<void> {
  await signUpThroughForm(j, page, 'Jordan Rivers', email);
  await exploreOnOwn(page);
}

async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${base}/dashboard`);
}

describe('a job seeker with an account', () => {
  let j: Journey;
  const clock = new FixedClock(new Date());
  beforeAll(async () => {
    j = await startJourney({ clock });
  });
  afterAll(async () => {
    await j?.close();
  });

  it('signs up, verifies the e-mail from the mailed link, signs out and signs back in', async () => {
    const email = `jordan.${Date.now()}@example.com`;
    const page = j.page;
    await signUp(j, page, email);
    await page
      .getByText(/verify your email/i)
      .first()
      .waitFor();

    const link = await mailedLink(j, email, 'Confirm your e-mail address');
    await page.goto(link);
    await page.waitForURL(`${j.baseUrl}/email-verification-success`);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${j.baseUrl}/dashboard`);
    expect(await page.getByText(/verify your email/i).count()).toBe(0);

    await page
      .getByRole('button', { name: /account menu|open user menu|JR/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${j.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, j.baseUrl, email, PASSWORD);
  });

  it('forgets the password, resets it from the mailed link and signs in with the new one', async () => {
    const email = `casey.${Date.now()}@example.com`;
    const page = await j.browser.newPage();
    await signUp(j, page, email);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.context().clearCookies();

    await page.goto(`${j.baseUrl}/forgot-password`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.waitForURL(`${j.baseUrl}/check-email`);
    await page.getByText(email).first().waitFor();

    const link = await mailedLink(j, email, 'Reset your password');
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('N3w!password');
    await page.getByLabel('Confirm New Password').fill('N3w!password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${j.baseUrl}/login`);
    await page.getByText(/password has been reset/i).waitFor();

    await signIn(page, j.baseUrl, email, 'N3w!password');
    await page.close();
  });

  it('keeps working when the access token expires mid-session: the refresh happens silently', async () => {
    const email = `sam.${Date.now()}@example.com`;
    const page = await j.browser.newPage();
    await signUp(j, page, email);
    const before = await page.evaluate(() => localStorage.getItem('token'));

    // listen first: the dashboard's own background reads may be the first to meet the expired token
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refresh_token') && r.status() === 200,
    );
    clock.advance(20 * 60_000);
    await page.goto(`${j.baseUrl}/settings`);
    await refreshed;
    await page.getByLabel('Email').first().waitFor();
    expect(page.url()).toBe(`${j.baseUrl}/settings`);
    const after = await page.evaluate(() => localStorage.getItem('token'));
    expect(after).not.toBe(before);
    await page.close();
  });
});

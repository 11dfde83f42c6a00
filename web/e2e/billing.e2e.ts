import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exploreOnOwn,
  type Journey,
  PASSWORD,
  signUpThroughForm,
  startJourney,
  uploadDocument,
} from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of the pricing, checkout, plan, billing and portal pages. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const RESUME = [
  'Morgan Lee',
  'Product Analyst',
  'Experience',
  'Product Analyst, Initech, 2021 - Present',
  '- Built weekly SQL dashboards for the product team',
  'Skills: SQL, Python, Tableau',
].join('\n');

async function shot(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/billing-${name}.png`, fullPage: true });
}

/** Pays the open sandbox checkout with a card number and waits for the answer. */
async function payWith(page: Page, cardNumber: string): Promise<number> {
  await page.getByLabel('Name on card').fill('Morgan Lee');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  const answered = page.waitForResponse((r) => /\/checkout-sessions\/[^/]+\/complete$/.test(r.url()));
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  return (await answered).status();
}

describe('buying a plan on the sandbox payment provider', () => {
  let j: Journey;
  beforeAll(async () => {
    // no trial: a new account starts on the Free plan
    j = await startJourney({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(async () => {
    await j?.close();
  });

  it('takes a Free person from the resume limit through annual Pro with a coupon, invoices and cancelling', async () => {
    const { page, baseUrl } = j;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signUpThroughForm(j, page, 'Morgan Lee', `morgan.${Date.now()}@example.com`);
    await exploreOnOwn(page);
    await page.goto(`${baseUrl}/documents`);
    await uploadDocument(page, 'resume', 'first-resume.txt', RESUME);

    // the second resume is past the Free plan's one
    const section = page.getByRole('region', { name: 'My Resumes' });
    await section.getByRole('button', { name: 'Upload another resume' }).click();
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/upload/resume'));
    await section
      .getByLabel('Upload a resume file')
      .setInputFiles({ name: 'second-resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
    expect((await refused).status()).toBe(402);
    const modal = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await modal.getByText('The Free plan allows 1 resume').waitFor();
    await modal.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL(`${baseUrl}/pricing`);

    await page.getByRole('heading', { name: 'Find the perfect plan' }).waitFor();
    await page.getByRole('button', { name: 'Annual' }).click();
    const pro = page.getByRole('region', { name: 'Pro' });
    await pro.getByText('$15').waitFor();
    await pro.getByText('Billed $180 a year. Save $48 a year.').waitFor();
    await page.getByLabel('Have a coupon?').fill('welcome20');
    expect(await page.getByLabel('Have a coupon?').inputValue()).toBe('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('20% off applied!').waitFor();
    await shot(page, 'pricing');
    await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();

    await page.waitForURL(/\/checkout\/sandbox\/[0-9a-f-]+$/);
    await page.getByText('Total due today').waitFor();
    await page.getByText('-$36.00').waitFor();
    expect(await payWith(page, '4000 0000 0000 0002')).toBe(422);
    await page.getByText('Your card was declined.').waitFor();
    await shot(page, 'checkout-declined');
    expect(await payWith(page, '4242 4242 4242 4242')).toBe(200);

    await page.waitForURL(`${baseUrl}/settings/plan?checkout=success`);
    await page.getByText('Thank you! You are on the Pro plan now.').waitFor({ timeout: 20_000 });
    const main = page.getByRole('main');
    await main.getByText('Pro', { exact: true }).first().waitFor();
    await shot(page, 'plan');

    await page.goto(`${baseUrl}/documents`);
    await uploadDocument(page, 'resume', 'second-resume.txt', RESUME);

    await page.goto(`${baseUrl}/settings/billing`);
    const invoices = page.getByRole('list', { name: 'Invoices' });
    await invoices.getByText('$144.00').waitFor();
    await invoices.getByText('Interview Coach Pro (annual)').waitFor();
    const pdfLink = invoices.getByRole('link', { name: /^PDF of invoice SBX-/ });
    await pdfLink.waitFor({ timeout: 20_000 });
    await shot(page, 'billing');
    const [pdfPage] = await Promise.all([page.context().waitForEvent('page'), pdfLink.click()]);
    const pdf = await page.request.get(pdfPage.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await pdfPage.close();

    await page.getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL(`${baseUrl}/billing/sandbox/portal`);
    await page.getByText(/ending in 4242/).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Cancels at period end').waitFor();
    await shot(page, 'portal');
    await page.getByRole('link', { name: 'Return to Interview Coach' }).click();
    await page.waitForURL(`${baseUrl}/settings/billing`);

    await page.goto(`${baseUrl}/settings/plan`);
    await page.getByRole('main').getByText('Cancels Soon').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it('carries a signed-out buyer through sign-in to the checkout and back', async () => {
    const { page, baseUrl } = j;
    const email = `riley.${Date.now()}@example.com`;
    const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
      data: { name: 'Riley Buyer', email, password: PASSWORD },
    });
    expect(signup.status()).toBe(201);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${baseUrl}/pricing`);
    const premium = page.getByRole('region', { name: 'Premium' });
    await premium.getByRole('button', { name: 'Choose Premium' }).click();
    await page.waitForURL(`${baseUrl}/login`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/checkout\/sandbox\/[0-9a-f-]+$/);
    await page.getByText('Interview Coach Premium').waitFor();
    expect(await payWith(page, '5555 5555 5555 4444')).toBe(200);
    await page.waitForURL(`${baseUrl}/settings/plan?checkout=success`);
    await page.getByText('Thank you! You are on the Premium plan now.').waitFor({ timeout: 20_000 });
  });
});

describe('pricing during the Pro trial', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney({ env: { TRIAL_DAYS: '5' } });
  });
  afterAll(async () => {
    await j?.close();
  });

  it('shows a trialing person their trial on the Pro card and the prices a coupon makes, on a wide screen and a phone', async () => {
    const { page, baseUrl } = j;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signUpThroughForm(j, page, 'Jordan Park', `jordan.${Date.now()}@example.com`);
    await exploreOnOwn(page);

    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'wide', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${baseUrl}/pricing`);
      const free = page.getByRole('region', { name: 'Free' });
      const pro = page.getByRole('region', { name: 'Pro' });
      const premium = page.getByRole('region', { name: 'Premium' });
      await pro.getByText('Pro trial, 5 days left').waitFor();
      await pro.getByRole('button', { name: 'Keep Pro' }).waitFor();
      await free.getByRole('link', { name: 'Manage Plan' }).waitFor();
      expect(await page.getByText('Your plan', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Current Plan' }).count()).toBe(0);

      await page.getByLabel('Have a coupon?').fill('welcome20');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('20% off applied!').waitFor();
      await pro.locator('del', { hasText: '$19' }).waitFor();
      await pro.locator('ins', { hasText: '$15.20' }).waitFor();
      await pro
        .getByText('First month $15.20 with WELCOME20, then billed monthly. Cancel anytime.')
        .waitFor();
      await premium.locator('ins', { hasText: '$31.20' }).waitFor();
      await shot(page, `trial-pricing-${size.name}`);
    }

    // the checkout takes off what the card showed
    await page.getByRole('region', { name: 'Pro' }).getByRole('button', { name: 'Keep Pro' }).click();
    await page.waitForURL(/\/checkout\/sandbox\/[0-9a-f-]+$/);
    await page.getByText('Total due today').waitFor();
    await page.getByText('-$3.80').waitFor();
    await page.getByText('$15.20').first().waitFor();
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exploreOnOwn, type Journey, PASSWORD, signUpThroughForm, startJourney } from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of the deletion dialog refusing a wrong password, wide and on a phone. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const SIZES = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openDeletion(j: Journey, page: Page) {
  await page.goto(`${j.baseUrl}/settings`);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  return dialog;
}

describe('deleting one’s own account asks for the password first', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('refuses a wrong password and keeps the account, then deletes with the right one', async () => {
    const email = `riley.${Date.now()}@example.com`;
    const page = j.page;
    await signUpThroughForm(j, page, 'Riley Quinn', email);
    await exploreOnOwn(page);

    for (const size of SIZES) {
      await page.setViewportSize(size);
      const dialog = await openDeletion(j, page);
      const password = dialog.getByLabel('Enter your password to confirm');
      await password.fill('Wr0ng!pass');
      await dialog.getByRole('button', { name: 'Delete Account' }).click();
      await dialog.getByText('Password is incorrect.').waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      // the whole dialog fits the window
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
      if (SCREENSHOT_DIR)
        await page.screenshot({ path: `${SCREENSHOT_DIR}/account-deletion-${size.name}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    // nothing was deleted: the account still answers
    await page.goto(`${j.baseUrl}/settings`);
    await page.getByText(email).first().waitFor();

    const dialog = await openDeletion(j, page);
    await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${j.baseUrl}/login`);
    await page.getByText('Your account has been deleted.').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(page.url()).toBe(`${j.baseUrl}/login`);
  });
});

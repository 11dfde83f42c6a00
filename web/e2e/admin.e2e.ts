import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote, signIn, signUp } from '../../test/support/accounts.ts';
import { exploreOnOwn, type Journey, PASSWORD, signUpThroughForm, startJourney } from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of the admin tables on a phone. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function signInThroughForm(
  j: Journey,
  page: Page,
  email: string,
  landing = '/dashboard',
): Promise<void> {
  await page.goto(`${j.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${j.baseUrl}${landing}`);
}

/** A staff account made through the API (as `make staff` does), signed in through the form. */
async function staffPage(
  j: Journey,
  name: string,
  role: 'admin' | 'support',
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; token: string }> {
  const staff = await signUp(j.app, { name });
  await promote(j.app, staff.email, role);
  const page = await j.browser.newPage({ viewport });
  // staff land in the admin area
  await signInThroughForm(j, page, staff.email, '/admin/dashboard');
  return { page, token: (await signIn(j.app, staff.email)).token };
}

describe('staff in the admin area', () => {
  let j: Journey;
  let person: { page: Page; email: string; ticketId: string };
  beforeAll(async () => {
    j = await startJourney();
    const page = j.page;
    const email = `quinn.${Date.now()}@example.com`;
    await signUpThroughForm(j, page, 'Quinn Harper', email);
    await exploreOnOwn(page);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const opened = await j.app.request('/api/support/tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ feedback_type: 'Bug Report', message: 'My interview history is empty.' }),
    });
    const { id } = (await opened.json()) as { id: string };
    person = { page, email, ticketId: id };
  });
  afterAll(async () => {
    await j?.close();
  });

  it('as admin: sees the metrics, suspends and restores a person, answers their ticket, publishes an announcement, and finds it all in the audit log', async () => {
    const { page: admin } = await staffPage(j, 'Ada Admin', 'admin');
    await admin.goto(`${j.baseUrl}/admin`);
    await admin.waitForURL(`${j.baseUrl}/admin/dashboard`);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // the role badge
    await admin.getByText('Role: Admin').filter({ visible: true }).first().waitFor();
    const openTickets = admin.getByText('Open tickets').locator('..');
    await expect.poll(() => openTickets.textContent(), { timeout: 10_000 }).toContain('1');

    // find the person and suspend them: their open tab is signed out at once, and told why
    await admin.goto(`${j.baseUrl}/admin/users`);
    await admin.getByLabel('Search users').fill(person.email);
    await admin.getByRole('button', { name: 'Quinn Harper' }).click();
    await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
    const suspend = admin.getByRole('dialog', { name: /Suspend Quinn Harper/ });
    await suspend.getByLabel('Reason').fill('Reported for sharing an account');
    await suspend.getByLabel(/to confirm/).fill(person.email);
    await suspend.getByRole('button', { name: 'Suspend account' }).click();
    await admin.getByRole('button', { name: 'Lift suspension' }).waitFor();

    // no click needed: the bell's live stream ends with the suspension and the tab leaves by itself
    await person.page.waitForURL(/\/login/, { timeout: 15_000 });
    await person.page
      .getByRole('alert')
      .filter({ hasText: 'Your account has been suspended. Please contact support.' })
      .waitFor();

    await admin.getByRole('button', { name: 'Lift suspension' }).click();
    const lift = admin.getByRole('dialog', { name: /Lift Quinn Harper/ });
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await admin.getByRole('button', { name: 'Suspend', exact: true }).waitFor();
    await admin.keyboard.press('Escape');

    // answer the ticket: the person is told in the bell
    await admin.goto(`${j.baseUrl}/admin/support-tickets`);
    await admin.getByText('My interview history is empty.').first().click();
    await admin.waitForURL(`${j.baseUrl}/admin/support-tickets/${person.ticketId}`);
    await admin.getByLabel('Reply to the person').fill('Thanks Quinn, it is fixed: your sessions are back.');
    await admin.getByRole('button', { name: 'Send Reply' }).click();
    await admin.getByText('Thanks Quinn, it is fixed').first().waitFor();

    // publish an announcement
    await admin.goto(`${j.baseUrl}/admin/announcements`);
    await admin.getByRole('button', { name: 'New announcement' }).click();
    await admin.getByLabel('Message').fill('Voice interviews now work in Firefox.');
    await admin.getByRole('button', { name: 'Create announcement' }).click();
    await admin
      .getByRole('table', { name: 'Announcements' })
      .getByText('Voice interviews now work in Firefox.')
      .waitFor();

    // the person, signed in again after the suspension was lifted, sees both
    await signInThroughForm(j, person.page, person.email);
    await person.page.getByText('Voice interviews now work in Firefox.').waitFor();
    await person.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 20_000 });

    // the audit log has each action with the values before and after
    await admin.goto(`${j.baseUrl}/admin/audit-log`);
    const log = admin.getByRole('table', { name: 'Audit log' });
    for (const action of ['user.suspend', 'user.unsuspend', 'ticket.reply', 'announcement.create']) {
      await log.getByText(action, { exact: true }).first().waitFor();
    }
    const suspendRow = log.getByRole('row').filter({ hasText: 'user.suspend' });
    await suspendRow.getByRole('button', { name: /Details/ }).click();
    await log.getByText('Reported for sharing an account').first().waitFor();
    const details = await log.textContent();
    expect(details).toContain('suspended');
    expect(details).toContain('active');

    // the activity log exports what people did, filtered
    await admin.goto(`${j.baseUrl}/admin/activity-log`);
    await admin.getByRole('table', { name: 'Activity log' }).waitFor();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('created_at,user_email,user_id,event,metadata');
    expect(csv).toContain(person.email);
  });

  it('on a phone: every admin table shows its rows as cards, with nothing to scroll sideways', async () => {
    const { page: phone, token } = await staffPage(j, 'Pat Phone', 'admin', { width: 390, height: 844 });
    // a long announcement of its own (also an audit entry), so every table has a row to lay out
    const created = await j.app.request('/api/admin/announcements', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        type: 'Warning',
        message:
          'Scheduled maintenance on Sunday from 02:00 to 04:00 UTC: interviews and polish pause meanwhile.',
        is_active: false,
        starts_at: '2030-01-05T02:00:00Z',
        ends_at: '2030-01-05T04:00:00Z',
      }),
    });
    expect(created.status).toBe(201);
    const tables = [
      ['users', 'Users'],
      ['support-tickets', 'Support tickets'],
      ['announcements', 'Announcements'],
      ['activity-log', 'Activity log'],
      ['audit-log', 'Audit log'],
    ] as const;
    for (const [path, label] of tables) {
      await phone.goto(`${j.baseUrl}/admin/${path}`);
      const table = phone.getByRole('table', { name: label });
      await table.locator('tbody tr').first().waitFor();
      const widths = await table.evaluate((element) => {
        const box = element.closest('section');
        const cells = [...element.querySelectorAll('tbody td')].map((cell) => cell.getBoundingClientRect());
        return {
          page: document.documentElement.scrollWidth,
          box: box
            ? { scroll: box.scrollWidth, client: box.clientWidth, right: box.getBoundingClientRect().right }
            : null,
          cellsRight: Math.max(...cells.map((r) => r.right)),
          headingShown: element.querySelector('thead')?.getBoundingClientRect().height ?? 0,
        };
      });
      expect(widths.page, `/admin/${path} scrolls the page sideways`).toBeLessThanOrEqual(390);
      expect(widths.box, `/admin/${path} has no scroll box`).not.toBeNull();
      expect(widths.box?.scroll, `/admin/${path} scrolls its table sideways`).toBeLessThanOrEqual(
        widths.box?.client ?? 0,
      );
      expect(widths.box?.right).toBeLessThanOrEqual(390);
      expect(widths.cellsRight, `/admin/${path} has a cell beyond the screen`).toBeLessThanOrEqual(390);
      // the headings are for screen readers; each card names its fields
      expect(widths.headingShown).toBeLessThanOrEqual(1);
      if (SCREENSHOT_DIR) await phone.screenshot({ path: `${SCREENSHOT_DIR}/admin-${path}-phone.png` });
    }
    // a card names the field beside its value
    const staff = phone.getByRole('table', { name: 'Audit log' }).locator('td[data-label="Staff"]').first();
    expect(await staff.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Staff"');
  });

  it('as support: the same screens without the admin-only actions, which the server refuses too', async () => {
    const { page: support, token } = await staffPage(j, 'Sam Support', 'support');
    await support.goto(`${j.baseUrl}/admin/users`);
    await support.getByText('Role: Support').filter({ visible: true }).first().waitFor();
    await support.getByLabel('Search users').fill(person.email);
    await support.getByRole('button', { name: 'Quinn Harper' }).click();
    await support.getByRole('dialog').getByText(person.email).first().waitFor();
    for (const name of ['Suspend', 'Delete', 'Reset password']) {
      expect(await support.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await support.goto(`${j.baseUrl}/admin/announcements`);
    await support.getByText('Only an admin can see this page.').waitFor();

    const userId = (await j.app.database.orm.em
      .fork()
      .getConnection()
      .execute('select id from users where email_normalized = ?', [person.email.toLowerCase()])) as {
      id: string;
    }[];
    const refused = await j.app.request(`/api/admin/users/${userId[0]?.id}/suspend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ reason: 'Trying anyway' }),
    });
    expect(refused.status).toBe(403);
    // support answers tickets
    await support.goto(`${j.baseUrl}/admin/support-tickets/${person.ticketId}`);
    await support.getByLabel('Add an internal note').fill('Checked the session table: fine now.');
    await support.getByRole('button', { name: 'Add note' }).click();
    await support.getByText('Checked the session table: fine now.').waitFor();
  });
});

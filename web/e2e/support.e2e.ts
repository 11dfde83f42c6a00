import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote, signIn, signUp } from '../../test/support/accounts.ts';
import { exploreOnOwn, type Journey, mailedLink, signUpThroughForm, startJourney } from './browser.ts';

/** A new person, signed up through the form, on their dashboard; returns the e-mail. */
async function newPerson(j: Journey, page: Page, name: string): Promise<string> {
  const email = `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@example.com`;
  await signUpThroughForm(j, page, name, email);
  await exploreOnOwn(page);
  return email;
}

/** A member of the support staff, made through the API, signed in; returns the access token. */
async function staffToken(j: Journey): Promise<string> {
  const staff = await signUp(j.app, { name: 'Sam Rivera' });
  await promote(j.app, staff.email, 'support');
  return (await signIn(j.app, staff.email)).token;
}

describe('support, feedback, contact, announcements and cookies', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('opens a ticket, and sees the staff reply in the bell, the mailbox and the conversation', async () => {
    const page = j.page;
    const email = await newPerson(j, page, 'Robin Park');
    await page.goto(`${j.baseUrl}/settings/support`);
    await page.getByRole('button', { name: 'New ticket' }).click();
    const form = page.getByRole('form', { name: 'New ticket' });
    await form.getByLabel('Message').fill('The PDF export of my report is empty.');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    const tickets = page.getByRole('list', { name: 'Support tickets' });
    await tickets.getByText('The PDF export of my report is empty.').waitFor();
    await tickets.getByText('The PDF export of my report is empty.').click();
    await page.waitForURL(/\/settings\/support\/[0-9a-f-]+$/);
    const ticketId = page.url().split('/').pop() ?? '';
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // staff answer through the API (the admin screens come later)
    const token = await staffToken(j);
    const answered = await j.app.request(`/api/admin/support/tickets/${ticketId}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ response: 'Thanks! Fixed now: export again and the PDF has every page.' }),
    });
    expect(answered.status).toBe(201);

    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 30_000 });
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await bell.click();
    await page.getByRole('menuitem', { name: /Support replied to your ticket/ }).click();
    await page.waitForURL(`${j.baseUrl}/settings/support/${ticketId}`);
    await page.getByText('Sam (Support Team)').first().waitFor();
    await page.getByText('Thanks! Fixed now: export again and the PDF has every page.').waitFor();
    await page.getByRole('button', { name: 'Notifications' }).waitFor();

    const link = await mailedLink(j, email, 'Support replied to your ticket');
    expect(link).toBe(`${j.baseUrl}/settings/support/${ticketId}`);

    // and the person answers back in the conversation
    await page.getByLabel('Your reply').fill('Works now, thank you.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await page.getByText('Works now, thank you.').waitFor();
  });

  it('sends feedback from the shell and a message through the contact page', async () => {
    const page = await j.browser.newPage();
    await newPerson(j, page, 'Avery Stone');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.getByText('Please enter a message.').waitFor();
    await dialog.getByLabel('Message').fill('A dark theme for the report PDF, please.');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.getByText('Thank you!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${j.baseUrl}/contact`);
    await page.getByLabel('Name').fill('Avery Stone');
    await page.getByLabel('Email').fill('avery@example.com');
    await page.getByLabel('Message').fill('Do you offer team plans for bootcamps?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Your message has been sent! We will get back to you shortly.').waitFor();
    // the support inbox got it (the development mailbox shows what was sent)
    const mailbox = await j.browser.newPage();
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${j.baseUrl}/dev/mailbox?to=support%40interview-coach.local`);
          return mailbox.locator('article', { hasText: 'Contact form: Avery Stone' }).count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    await mailbox.close();
    await page.close();
  });

  it('shows an announcement in the shell until it is dismissed, and then never again', async () => {
    const id = crypto.randomUUID();
    const now = new Date();
    await j.app.database.orm.em
      .fork()
      .getConnection()
      .execute(
        'insert into announcements (id, type, message, created_at, updated_at) values (?, ?, ?, ?, ?)',
        [id, 'Warning', 'Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.', now, now],
      );
    const page = await j.browser.newPage();
    await newPerson(j, page, 'Jamie Cruz');
    const banners = page.getByRole('region', { name: 'Announcements' });
    await banners.getByText('Scheduled maintenance on Sunday').waitFor();
    await banners.getByRole('button', { name: 'Dismiss' }).click();
    await banners.getByText('Scheduled maintenance on Sunday').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Scheduled maintenance on Sunday').count()).toBe(0);
    await page.close();
  });

  it('asks about cookies until a choice is stored: accept, then reject after changing it', async () => {
    const context = await j.browser.newContext();
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/client-errors')) reports.push(r.postData() ?? '');
    });
    await page.goto(`${j.baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(stored).toMatchObject({ essential: true, analytics: true });
    await page.reload();
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);

    // with analytics consent, an error in the page is reported to the product's own endpoint
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('journey check: reported');
      }),
    );
    await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(reports[0]).toContain('journey check: reported');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await banner.waitFor({ state: 'detached' });
    const rejected = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(rejected).toMatchObject({ essential: true, analytics: false });
    await page.reload();
    const before = reports.length;
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('journey check: not reported');
      }),
    );
    await page.waitForTimeout(1_000);
    expect(reports.length).toBe(before);
    await context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, startJourney, uploadDocument, verifiedUser } from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of the dashboard's Start Interview selection, wide and on a phone. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const RESUME = `Taylor Brooks
Software Engineer

Experience
Software Engineer, Northwind Labs, Jan 2020 - Present
- Built Python APIs on PostgreSQL serving 2 million requests a day

Skills
Python, PostgreSQL, AWS, Docker
`;
const BACKEND_JOB = `Senior Backend Engineer at Globex

Requirements
- 5+ years of Python in production
- Deep PostgreSQL experience
`;
const FRONTEND_JOB = `Frontend Engineer at Initech

Requirements
- React and TypeScript
- Accessibility and design systems
`;

const resumePicker = (page: Page) => page.getByRole('combobox', { name: '1. Choose Your Resume' });
const jobPicker = (page: Page) => page.getByRole('combobox', { name: '2. Choose Your Target Job' });
const startButton = (page: Page) => page.getByRole('button', { name: 'Start Interview' });

/** The picker's chosen option as the person reads it. */
const chosenText = (picker: Locator) =>
  picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

/** The line beside Start Interview naming what it will use (its accessible description). */
async function besideStart(page: Page): Promise<Locator> {
  const id = await startButton(page).getAttribute('aria-describedby');
  expect(id, 'Start Interview names its resume and job').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The words of that line, spaces squashed. */
async function selectionBesideStart(page: Page): Promise<string> {
  return ((await (await besideStart(page)).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function openDashboard(j: Journey, page: Page): Promise<void> {
  await page.goto(`${j.baseUrl}/dashboard`);
  await startButton(page).waitFor();
}

/** Whether the element lies wholly inside the viewport's width. */
async function inViewWidth(element: Locator, width: number): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** On /documents, opens the upload area again after an upload. */
async function another(page: Page, kind: 'resume' | 'job'): Promise<void> {
  const section = page.getByRole('region', {
    name: kind === 'resume' ? 'My Resumes' : 'My Job Descriptions',
  });
  await section
    .getByRole('button', {
      name: kind === 'resume' ? 'Upload another resume' : 'Upload another job description',
    })
    .click();
}

async function picture(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-pairing-${name}.png` });
}

describe('Start Interview on the dashboard uses the pairing the person last used', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('offers the defaults, then the saved application, then the last interview, and says which', async () => {
    const page = j.page;
    await page.setViewportSize(WIDE);
    await verifiedUser(j, page);
    await page.goto(`${j.baseUrl}/documents`);
    await uploadDocument(page, 'resume', 'General Resume.txt', RESUME);
    await another(page, 'resume');
    await uploadDocument(page, 'resume', 'Backend Resume.txt', `${RESUME}\nLed the payments team\n`);
    // the job interviewed for sorts first by name; the newer one is the default offer
    await uploadDocument(page, 'job', 'Globex Backend.txt', BACKEND_JOB);
    await another(page, 'job');
    await uploadDocument(page, 'job', 'Initech Frontend.txt', FRONTEND_JOB);

    // nothing used yet: the default (first) resume and the newest job
    await openDashboard(j, page);
    expect(await chosenText(resumePicker(page))).toBe('General Resume.txt (Default)');
    expect(await chosenText(jobPicker(page))).toBe('Initech Frontend.txt');
    expect(await selectionBesideStart(page)).toBe(
      'Interview with General Resume.txt for Initech Frontend.txt Your default resume and newest job',
    );

    // a saved application is offered next time
    await resumePicker(page).selectOption({ label: 'Backend Resume.txt' });
    await page.getByRole('button', { name: 'Save for Later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Application' });
    await dialog.getByRole('textbox', { name: 'Application name' }).fill('Initech plan');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await openDashboard(j, page);
    expect(await chosenText(resumePicker(page))).toBe('Backend Resume.txt');
    expect(await chosenText(jobPicker(page))).toBe('Initech Frontend.txt');
    expect(await selectionBesideStart(page)).toContain('From your saved application “Initech plan”');

    // a coding interview for Globex: the dashboard then offers that pairing, not the saved one
    await page.getByRole('button', { name: 'Change the resume or job' }).click();
    await expect
      .poll(() => resumePicker(page).evaluate((select) => select === document.activeElement))
      .toBe(true);
    await resumePicker(page).selectOption({ label: 'General Resume.txt (Default)' });
    await jobPicker(page).selectOption({ label: 'Globex Backend.txt' });
    expect(await selectionBesideStart(page)).toBe(
      'Interview with General Resume.txt for Globex Backend.txt Your choice',
    );
    await startButton(page).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
    await page.getByText('Coding', { exact: true }).click();
    await page.getByText('Text Only').click();
    await page.getByRole('button', { name: 'Start My Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview`);

    await openDashboard(j, page);
    expect(await chosenText(resumePicker(page))).toBe('General Resume.txt (Default)');
    expect(await chosenText(jobPicker(page))).toBe('Globex Backend.txt');
    expect(await selectionBesideStart(page)).toBe(
      'Interview with General Resume.txt for Globex Backend.txt From your last interview',
    );
    const summary = await besideStart(page);
    // beside the button: the line sits just above it, in the same part of the card
    const [line, button] = [await summary.boundingBox(), await startButton(page).boundingBox()];
    expect(line && button && button.y - (line.y + line.height)).toBeLessThan(40);
    await picture(page, 'wide');

    await page.setViewportSize(PHONE);
    await openDashboard(j, page);
    await startButton(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await inViewWidth(summary, PHONE.width)).toBe(true);
    expect(await inViewWidth(startButton(page), PHONE.width)).toBe(true);
    expect(
      await inViewWidth(page.getByRole('button', { name: 'Change the resume or job' }), PHONE.width),
    ).toBe(true);
    await picture(page, 'phone');

    // and the interview runs against what the dashboard showed
    await startButton(page).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
    await page.getByRole('button', { name: 'Start My Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview`);
    const rows = await j.app.database.orm.em
      .fork()
      .getConnection()
      .execute<{ resume: string; job: string }[]>(
        `select r.file_name as resume, d.file_name as job from interview_sessions s
           join documents r on r.id = s.resume_id join documents d on d.id = s.job_id
          where s.user_id = (select user_id from interview_sessions order by created_at desc, seq desc limit 1)
          order by s.created_at desc, s.seq desc`,
      );
    expect(rows).toEqual([
      { resume: 'General Resume.txt', job: 'Globex Backend.txt' },
      { resume: 'General Resume.txt', job: 'Globex Backend.txt' },
    ]);
  });
});

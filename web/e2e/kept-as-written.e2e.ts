import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Journey,
  polishFromWizard,
  squash,
  startJourney,
  uploadDocument,
  verifiedUser,
} from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of a role kept as written, wide and on a phone. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };

const RESUME_NAME = 'rosa-diaz-resume.txt';
// the second role's only line stops mid-sentence, as a PDF cut at a page's end reads
const CUT_LINE = 'Reconciled vendor invoices and prepared the month-end reports for the';
const RESUME = `Rosa Diaz
Accountant
rosa.diaz@example.com | Denver, CO

Summary
Accountant with seven years of month-end close and audit preparation.

Experience
Senior Accountant | Peak Outfitters | Denver, CO | Mar 2020 - Present
- Led the month-end close for 4 entities in 5 working days
- Prepared audit schedules in Excel for the external auditors

Staff Accountant | Front Range Dental | Boulder, CO | Jun 2017 - Feb 2020
- ${CUT_LINE}

Skills
Excel, NetSuite, Account reconciliation, GAAP

Education
B.S. Accounting, University of Colorado, 2017
`;
const JOB_NAME = 'senior-accountant.txt';
const JOB = `Senior Accountant

Requirements
- Month-end close and account reconciliation
- Advanced Excel and NetSuite
- Audit preparation
`;

describe('a job seeker polishing a resume with a role read in doubt', () => {
  let j: Journey;
  let page: Page;
  beforeAll(async () => {
    j = await startJourney();
    page = j.page;
  });
  afterAll(async () => {
    await j?.close();
  });

  it('sees that role kept as written, with nothing to accept or reject, and the others polished', async () => {
    await verifiedUser(j, page, 'Rosa Diaz');
    await page.goto(`${j.baseUrl}/documents`);
    await uploadDocument(page, 'resume', RESUME_NAME, RESUME);
    await uploadDocument(page, 'job', JOB_NAME, JOB);
    await polishFromWizard(j, page, RESUME_NAME, JOB_NAME);

    const kept = page.getByRole('article', { name: 'Staff Accountant at Front Range Dental', exact: true });
    await kept.getByText('Kept as written', { exact: true }).waitFor();
    expect(await kept.getByText(/could not read this role with confidence/).count()).toBe(1);
    expect(await kept.getByRole('button', { name: /^(Accept|Reject)/ }).count()).toBe(0);
    const polished = page.getByRole('article', { name: 'Senior Accountant at Peak Outfitters', exact: true });
    expect(await polished.getByRole('button', { name: /^Accept/ }).count()).toBe(1);
    if (SCREENSHOT_DIR) {
      await kept.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/kept-as-written-wide.png` });
    }

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (SCREENSHOT_DIR) {
      await kept.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/kept-as-written-phone.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('previews the role with its own heading and its line exactly as the resume writes them', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const text = squash((await preview.textContent()) ?? '');
    expect(text).toContain(
      squash('Staff Accountant | Front Range Dental | Boulder, CO | Jun 2017 - Feb 2020'),
    );
    expect(text).toContain(squash(CUT_LINE));
  });
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Journey,
  parseStream,
  polishFromWizard,
  pdfText,
  squash,
  startJourney,
  suggestionLines as lines,
  uploadDocument,
  verifiedUser,
} from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of the polish page, the preview and the save dialog. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };

const RESUME_NAME = 'morgan-lee-resume.txt';
const RESUME = `Morgan Lee
Backend Engineer
morgan.lee@example.com | Berlin

Summary
Backend engineer with six years of building web services and data pipelines.

Experience
Senior Backend Engineer, Northwind Labs, Jan 2021 - Present
- Built Python APIs on PostgreSQL serving 2 million requests a day
- Moved 40 services to AWS with Docker, cutting hosting costs by 30%

Backend Engineer, Contoso, Jun 2018 - Dec 2020
- Designed PostgreSQL schemas and Python jobs for billing data
- Worked with the payments team on refunds

Software Engineer, Fabrikam, Jul 2016 - May 2018
- Wrote internal tools in Python for the support team

Skills
Python, PostgreSQL, AWS, Docker, Redis

Education
B.S. Computer Science, State University, 2016
`;
const JOB_NAME = 'globex-senior-backend.txt';
const JOB = `Senior Backend Engineer at Globex

Requirements
- 5+ years of Python in production
- Deep PostgreSQL experience and data modelling
- Running services on Kubernetes
- Designing REST and GraphQL APIs
`;

// a second resume whose second role's only line stops mid-sentence, as a PDF cut at a page's end reads
const KEPT_NAME = 'sam-patel-resume.txt';
const CUT_LINE = 'Moved the payment jobs to Kubernetes and wrote the runbooks for the';
const KEPT_RESUME = `Sam Patel
Backend Engineer
sam.patel@example.com | Austin, TX

Experience
Senior Backend Engineer | Initech | Austin, TX | Mar 2020 - Present
- Built Python services on PostgreSQL for the billing team
- Cut report times by 40% with query tuning

Backend Engineer | Hooli | Remote | Jun 2017 - Feb 2020
- ${CUT_LINE}

Skills
Python, PostgreSQL, Kubernetes
`;

function experience(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** The number in a score tile, e.g. 78 from '78% (+12)'. */
async function score(page: Page, label: string): Promise<number> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  return Number.parseInt((await value.textContent()) ?? '', 10);
}

describe('a job seeker polishing a resume against a job description', () => {
  let j: Journey;
  let page: Page;
  /** What the stream and the retry suggested, by experience index (-1: the summary). */
  const suggested = new Map<number, string>();
  const originals = new Map<number, string>();
  let experienceCount = 0;
  let failedIndex = -1;
  let savedName = '';

  beforeAll(async () => {
    j = await startJourney();
    page = j.page;
  });
  afterAll(async () => {
    await j?.close();
  });

  it('uploads a resume and a job description and opens the polish from the wizard', async () => {
    await verifiedUser(j, page, 'Morgan Lee');
    await page.goto(`${j.baseUrl}/documents`);
    await uploadDocument(page, 'resume', RESUME_NAME, RESUME);
    await uploadDocument(page, 'job', JOB_NAME, JOB);

    // The last experience is made to fail on its way to the browser, so its Retry can be tried
    // against the real server: the rest of the stream is what the server sent.
    await page.route('**/api/resume/polish-stream**', async (route) => {
      const response = await route.fetch();
      const events = parseStream(await response.text());
      const parsed = events.find((message) => message.event === 'parsing_complete');
      const resume = parsed?.data.structuredResume as
        | { workExperience: { description: string }[] }
        | undefined;
      // a refusal or a failed polish goes to the page as it came
      if (!response.ok || !resume) return route.fulfill({ response });
      experienceCount = resume.workExperience.length;
      failedIndex = experienceCount - 1;
      for (const [index, job] of resume.workExperience.entries()) originals.set(index, job.description);
      const body = events
        .map((message) => {
          let { event, data } = message;
          if (event === 'summary_suggestion') suggested.set(-1, String(data.suggested));
          if (event === 'work_experience_suggestion') {
            if (data.index === failedIndex) {
              event = 'work_experience_error';
              data = { index: failedIndex, message: 'Could not polish this section.' };
            } else suggested.set(Number(data.index), String(data.suggested));
          }
          return `${message.id === null ? '' : `id: ${message.id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
        })
        .join('');
      await route.fulfill({ response, body });
    });

    await polishFromWizard(j, page, RESUME_NAME, JOB_NAME);
    await page.unroute('**/api/resume/polish-stream**');
    expect(await page.getByText('Accept or reject suggestions to perfect your resume.').count()).toBe(1);
    expect(experienceCount).toBeGreaterThanOrEqual(3);
    const total = page.getByText('Total Suggestions', { exact: true }).locator('xpath=following-sibling::dd');
    expect(await total.textContent()).toBe(String(1 + experienceCount));
    expect(await page.getByText('Original Match Score', { exact: true }).count()).toBe(1);
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('accepts some suggestions, rejects one and retries the failed experience', async () => {
    const original = await score(page, 'Original Match Score');
    const before = await score(page, 'AI-Improved Match Score');

    await page.getByRole('button', { name: 'Accept suggestion for Professional Summary' }).click();
    const articles = page.getByRole('article');
    const nameOf = async (index: number) => (await articles.nth(index).getAttribute('aria-label')) ?? '';
    const first = await nameOf(0);
    const rejected = await nameOf(1);
    const failed = await nameOf(failedIndex);

    await experience(page, first)
      .getByRole('button', { name: /^Accept/ })
      .click();
    const rejectedArticle = experience(page, rejected);
    await rejectedArticle.getByRole('button', { name: /^Reject/ }).click();
    await rejectedArticle.getByText('Rejected', { exact: true }).waitFor();
    // One suggestion fewer kept: the improved score is an estimate between the two (whole percents,
    // so a small gain may round to the same figure)
    await page.getByText(/AI-Improved Match Score estimated with/).waitFor();
    const after = await score(page, 'AI-Improved Match Score');
    expect(after).toBeGreaterThanOrEqual(original);
    expect(after).toBeLessThanOrEqual(before);

    const failedArticle = experience(page, failed);
    await failedArticle.getByText('Could not polish this section.').waitFor();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resume/polish-experience')),
      failedArticle.getByRole('button', { name: /^Retry/ }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const retry = (await answer.json()) as { index: number; suggested: string };
    expect(retry.index).toBe(failedIndex);
    suggested.set(failedIndex, retry.suggested);
    await failedArticle.getByRole('button', { name: /^Accept/ }).click();
    await failedArticle.getByText('Accepted', { exact: true }).waitFor();
    if (SCREENSHOT_DIR)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-decided.png`, fullPage: true });
  });

  it('previews the resume as it will be saved', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const text = squash((await preview.textContent()) ?? '');
    expect(text).toContain(squash(suggested.get(-1) ?? ''));
    for (const line of lines(originals.get(1) ?? '')) expect(text).toContain(squash(line));
    if (SCREENSHOT_DIR)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-preview.png`, fullPage: true });
  });

  it('saves under the default name, downloads a DOCX copy, and finds the new resume on /documents', async () => {
    await page.getByRole('button', { name: 'Looks Good, Save It' }).click();
    const naming = page.getByRole('dialog', { name: 'Save Polished Resume' });
    const name = naming.getByRole('textbox', { name: 'Resume name' });
    savedName = await name.inputValue();
    expect(savedName).toBe('morgan-lee-resume - Polished.pdf');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/resume/save-polished')),
      naming.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(saved.status()).toBe(201);

    const done = page.getByRole('dialog', { name: 'Polished Resume Saved' });
    await done.waitFor();
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-saved.png` });
    await done.getByText('DOCX', { exact: true }).click();
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: 'Download Now' }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe('morgan-lee-resume - Polished.docx');
    const bytes = await readFile(await docx.path());
    // a DOCX is a zip archive
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await done.getByRole('button', { name: 'Return to Documents' }).click();
    await page.waitForURL(`${j.baseUrl}/documents`);
    await page.getByText('Polished resume saved successfully!').waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^${savedName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .waitFor();
  });

  it("keeps the accepted suggestions in the saved PDF, and the rejected one's original", async () => {
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${savedName}` }).click(),
    ]);
    const bytes = new Uint8Array(await readFile(await pdf.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const saved = squash(await pdfText(bytes));

    const accepted = [-1, 0, failedIndex];
    for (const index of accepted) {
      for (const line of lines(suggested.get(index) ?? ''))
        expect(saved, `suggestion ${index}`).toContain(squash(line));
    }
    const rejectedOriginal = lines(originals.get(1) ?? '');
    for (const line of rejectedOriginal) expect(saved).toContain(squash(line));
    // what only the rejected suggestion said is not there
    const rejectedOnly = lines(suggested.get(1) ?? '').filter((line) => !rejectedOriginal.includes(line));
    expect(rejectedOnly.length).toBeGreaterThan(0);
    for (const line of rejectedOnly) expect(saved).not.toContain(squash(line));
  });

  it('keeps a role read in doubt as written: nothing to decide, its own heading and line in the preview', async () => {
    await page.goto(`${j.baseUrl}/documents`);
    await uploadDocument(page, 'resume', KEPT_NAME, KEPT_RESUME);
    await polishFromWizard(j, page, KEPT_NAME, JOB_NAME);

    const kept = experience(page, 'Backend Engineer at Hooli');
    await kept.getByText('Kept as written', { exact: true }).waitFor();
    expect(await kept.getByText(/could not read this role with confidence/).count()).toBe(1);
    expect(await kept.getByRole('button', { name: /^(Accept|Reject|Retry)/ }).count()).toBe(0);
    expect(
      await experience(page, 'Senior Backend Engineer at Initech')
        .getByRole('button', { name: /^Accept/ })
        .count(),
    ).toBe(1);
    for (const size of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      if (SCREENSHOT_DIR) {
        await kept.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/polish-kept-as-written-${size.width}.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const text = squash((await preview.textContent()) ?? '');
    expect(text).toContain(squash('Backend Engineer | Hooli | Remote | Jun 2017 - Feb 2020'));
    expect(text).toContain(squash(CUT_LINE));
  });
});

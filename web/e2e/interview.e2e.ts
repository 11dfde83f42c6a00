import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/shared/kernel/clock.ts';
import {
  answerByText,
  type Journey,
  pdfText,
  squash,
  startInterview,
  startJourney,
  uploadDocument,
  verifiedUser,
} from './browser.ts';

const RESUME = `Taylor Brooks
Senior Backend Engineer
taylor.brooks@example.com

Experience
Senior Backend Engineer, Northwind Labs, Jan 2020 - Present
- Built Python APIs on PostgreSQL serving 2 million requests a day
- Led the move of 40 services to AWS with Docker, cutting hosting costs by 30%

Skills
Python, PostgreSQL, AWS, Docker
`;
const JOB = `Senior Backend Engineer at Globex

Requirements
- 5+ years of Python in production
- Deep PostgreSQL experience
- Running services on Kubernetes
`;
const ANSWER =
  'In my last role our order API slowed down under load. As the lead, I profiled the Python service, ' +
  'found an N+1 query against PostgreSQL, added an index and batched the reads. Latency dropped from ' +
  '900 ms to 120 ms and we handled twice the traffic during the holiday peak without new servers.';

/** Set SCREENSHOT_DIR to keep pictures of the reports at both sizes. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const SIZES = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface ReportSummary {
  session: { score: number | null };
  endedWithoutAnswers: boolean;
  breakdown: { thread_score: number | null }[];
}

const isSummary = (r: Response) =>
  /^\/api\/interview\/[^/]+\/summary$/.test(new URL(r.url()).pathname) && r.ok();

/** The next summary the report page reads from the server. */
async function nextSummary(page: Page): Promise<ReportSummary> {
  return (await (await page.waitForResponse(isSummary, { timeout: 120_000 })).json()) as ReportSummary;
}

/** A score as the server gives it, written with one decimal as every page and the PDF write it. */
const format = (score: number) => (Number.isInteger(score) ? score.toFixed(1) : String(score));

/** The open page at each size: nothing scrolls sideways; a picture of it when asked. */
async function atBothSizes(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), size.name).toBeLessThanOrEqual(
      size.width,
    );
    if (SCREENSHOT_DIR)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A new person through /interview-setup into a text session of the given type with 2 questions. */
const startSession = (j: Journey, page: Page, type: 'Behavioral' | 'Technical' | 'Coding') =>
  startInterview(j, page, {
    resume: { name: 'resume.txt', text: RESUME },
    job: { name: 'job.txt', text: JOB },
    type,
    mode: 'Text Only',
    questions: 2,
  });

describe('a job seeker practising an interview', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('goes from the dashboard through a text interview to the report and its PDF', async () => {
    const page = j.page;
    await verifiedUser(j, page);
    await page.goto(`${j.baseUrl}/documents`);
    await uploadDocument(page, 'resume', 'taylor-resume.txt', RESUME);
    await uploadDocument(page, 'job', 'globex-backend.txt', JOB);

    await page.goto(`${j.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: /Welcome back, Taylor!/ }).waitFor();
    await page
      .getByText(/match score/i)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
    await page.getByRole('heading', { name: 'Setup Your Interview' }).waitFor();
    await page.getByText('Text Only').click();
    await page.getByLabel('Number of questions').fill('2');
    await page.getByRole('button', { name: 'Start My Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview`);

    // answer until the interviewer says the session is complete (2 main questions, follow-ups allowed)
    let read = nextSummary(page);
    await answerByText(page, ANSWER);
    let summary = await read;
    // the session's score may still be on its way: the page reads the report again until it is in
    for (let tries = 0; summary.session.score === null && tries < 30; tries++) {
      read = nextSummary(page);
      summary = await read;
    }
    await page.getByText('Overall Score').waitFor();
    // every score as the server rounded it: the overall and each question's (one rounding rule)
    const overall = summary.session.score;
    expect(overall).not.toBeNull();
    await expect.poll(() => page.getByTestId('overall-score').textContent()).toBe(format(overall!));
    const threadScores = summary.breakdown.flatMap((item) =>
      item.thread_score === null ? [] : [item.thread_score],
    );
    expect(threadScores.length).toBeGreaterThan(0);
    for (const [at, score] of threadScores.entries()) {
      const row = page
        .getByRole('button')
        .filter({ has: page.getByText(`Question ${at + 1}`, { exact: true }) });
      expect(squash((await row.textContent()) ?? '')).toContain(`${format(score)} / 10`);
    }
    await atBothSizes(page, 'report-scored');
    await page
      .getByText(/Technical Depth/)
      .first()
      .waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Report-[0-9a-f-]+\.pdf$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // the PDF writes the same figures as the page
    const pdf = squash(await pdfText(new Uint8Array(bytes)));
    expect(pdf).toContain(`${format(overall!)} / 10`);
    for (const score of threadScores) expect(pdf).toContain(`${format(score)} / 10`);
  });

  it('says plainly that a session ended before any answer has nothing to score, offers a new one, and notifies nobody', async () => {
    const page = j.page;
    const reports = async () =>
      (
        await j.app.database.orm.em
          .fork()
          .getConnection()
          .execute<{ n: number }[]>(
            "select count(*)::int as n from notifications where type = 'report_ready'",
          )
      )[0]!.n;
    await j.app.application.jobs.settled();
    const before = await reports();

    await page.goto(`${j.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
    await page.getByText('Text Only').click();
    await page.getByLabel('Number of questions').fill('2');
    await page.getByRole('button', { name: 'Start My Interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview`);
    await page.getByRole('button', { name: 'End Session' }).click();
    const read = nextSummary(page);
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'End Session' })
      .click();
    expect((await read).endedWithoutAnswers).toBe(true);

    await page
      .getByText('This interview ended before any answer was recorded, so there is nothing to score.')
      .waitFor();
    // no scores, no bars at zero, no roadmap beside the explanation
    expect(await page.getByText('Overall Score').count()).toBe(0);
    expect(await page.getByText(/Try Again/).count()).toBe(0);
    await atBothSizes(page, 'report-unanswered');
    await j.app.application.jobs.settled();
    expect(await reports()).toBe(before);

    await page.getByRole('link', { name: 'Start a new interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
  });

  it('answers a Coding interview in the code editor', async () => {
    const page = await j.browser.newPage();
    await startSession(j, page, 'Coding');
    await page.getByRole('tab', { name: 'Code' }).click();
    const editor = page.getByRole('textbox', { name: 'Code answer' });
    await editor.click();
    await page.keyboard.type('def total(orders):\n    return sum(o.amount for o in orders)');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Go');
    // a look at the text box and back, then a reload, keep the code and the language
    await page.getByRole('tab', { name: 'Type' }).click();
    await page.getByRole('textbox', { name: 'Your answer' }).waitFor();
    await page.getByRole('tab', { name: 'Code' }).click();
    await expect(editor.textContent()).resolves.toContain('return sum(o.amount for o in orders)');
    await page.reload();
    await page.getByRole('tab', { name: 'Code' }).click();
    await expect(editor.textContent()).resolves.toContain('return sum(o.amount for o in orders)');
    await expect(page.getByRole('combobox', { name: 'Language' }).inputValue()).resolves.toBe('Go');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/interview/submit-answer'));
    await page.getByRole('button', { name: 'Submit Code' }).click();
    const body = JSON.parse((await sent).postData() ?? '{}') as { answerText: string };
    expect(body.answerText).toMatch(/^```go\n/);
    expect(body.answerText).toContain('return sum(o.amount for o in orders)');
    await page.close();
  });
});

describe('the countdown', () => {
  let j: Journey;
  // the server's clock moves with the browser's, as real time would move both
  const serverClock = new FixedClock(new Date());
  beforeAll(async () => {
    j = await startJourney({ clock: serverClock });
  });
  afterAll(async () => {
    await j?.close();
  });

  it('ends the session when it reaches zero and shows the report', async () => {
    const page = await j.browser.newPage();
    await page.clock.install();
    await startSession(j, page, 'Behavioral');
    await page.getByRole('timer').waitFor();
    serverClock.advance(30 * 60_000 + 5000);
    await page.clock.runFor('30:05');
    await page.waitForURL(/\/session\/[0-9a-f-]+\/summary$/);
    await page.clock.resume();
    await page.getByText('Performance Report').first().waitFor();
    await page.close();
  });
});

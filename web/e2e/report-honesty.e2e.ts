import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerByText, type Journey, pdfText, squash, startInterview, startJourney } from './browser.ts';

/** Set SCREENSHOT_DIR to keep pictures of both reports at both sizes. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
const SIZES = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const RESUME = `Jamie Ortiz
Operations Manager

Experience
Operations Manager, Harbor Freight Co, Jan 2019 - Present
- Ran a warehouse team of 24 across two shifts
- Cut order errors by 30% with a new picking process

Skills
Inventory management, Scheduling, Excel
`;
const JOB = `Operations Manager at Globex Logistics

Requirements
- Leading warehouse teams
- Process improvement with measurable results
`;
const ANSWER =
  'Our picking errors were hurting customers. I mapped the process with the team, introduced ' +
  'barcode checks at packing and trained both shifts; errors fell by 30% in two months.';

interface ReportSummary {
  session: { score: number | null };
  endedWithoutAnswers: boolean;
  breakdown: { thread_score: number | null }[];
}

const isSummary = (r: Response) =>
  /^\/api\/interview\/[^/]+\/summary$/.test(new URL(r.url()).pathname) && r.ok();

/** The report page opened, with the summary the page itself read from the server. */
async function openReport(page: Page): Promise<ReportSummary> {
  const summary = page.waitForResponse(isSummary, { timeout: 60_000 });
  await page.waitForURL(/\/session\/[0-9a-f-]+\/summary$/, { timeout: 60_000 });
  return (await (await summary).json()) as ReportSummary;
}

/** The page at each size: nothing scrolls sideways; a picture of it when asked. */
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

const format = (score: number) => (Number.isInteger(score) ? score.toFixed(1) : String(score));

describe('a performance report tells the truth about the session', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('says plainly that a session ended before any answer has nothing to score, offers a new one, and notifies nobody', async () => {
    const page = await j.browser.newPage();
    await startInterview(j, page, {
      person: 'Jamie Ortiz',
      resume: { name: 'jamie.txt', text: RESUME },
      job: { name: 'globex-ops.txt', text: JOB },
      type: 'Behavioral',
      mode: 'Text Only',
      questions: 2,
    });
    await page.getByRole('button', { name: 'End Session' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    const reportRead = openReport(page);
    await confirm.getByRole('button', { name: 'End Session' }).click();
    const summary = await reportRead;
    expect(summary.endedWithoutAnswers).toBe(true);

    await page
      .getByText('This interview ended before any answer was recorded, so there is nothing to score.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Start a new interview' }).count()).toBe(1);
    // no scores, no bars at zero, no roadmap beside the explanation
    expect(await page.getByText('Overall Score').count()).toBe(0);
    expect(await page.getByText(/Try Again/).count()).toBe(0);
    await atBothSizes(page, 'report-unanswered');

    await j.app.application.jobs.settled();
    const notices = await j.app.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from notifications n join users u on u.id = n.user_id
          where u.name = 'Jamie Ortiz' and n.type = 'report_ready'`,
      );
    expect(notices[0]!.n).toBe(0);

    await page.getByRole('link', { name: 'Start a new interview' }).click();
    await page.waitForURL(`${j.baseUrl}/interview-setup`);
    await page.close();
  });

  it('shows every score as the server rounded it: the page, each question and the PDF agree', async () => {
    const page = await j.browser.newPage();
    await startInterview(j, page, {
      person: 'Avery Stone',
      resume: { name: 'avery.txt', text: RESUME },
      job: { name: 'globex-ops-2.txt', text: JOB },
      type: 'Behavioral',
      mode: 'Text Only',
      questions: 1,
    });
    const reportRead = openReport(page);
    await answerByText(page, ANSWER);
    let summary = await reportRead;
    // the session's score may still be on its way: the page reads the report again until it is in
    for (let tries = 0; summary.session.score === null && tries < 30; tries++) {
      const again = page.waitForResponse(isSummary);
      summary = (await (await again).json()) as ReportSummary;
    }
    const overall = summary.session.score;
    expect(overall).not.toBeNull();
    await expect.poll(() => page.getByTestId('overall-score').textContent()).toBe(format(overall!));

    const questions = page.getByText(/^Question \d+$/);
    expect(await questions.count()).toBe(summary.breakdown.length);
    const threadScores = summary.breakdown.map((item) => item.thread_score);
    for (const [at, score] of threadScores.entries()) {
      if (score === null) continue;
      const row = page
        .getByRole('button')
        .filter({ has: page.getByText(`Question ${at + 1}`, { exact: true }) });
      expect(squash((await row.textContent()) ?? '')).toContain(`${format(score)} / 10`);
    }
    await atBothSizes(page, 'report-scored');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const { readFile } = await import('node:fs/promises');
    const pdf = squash(await pdfText(new Uint8Array(await readFile(await (await download).path()))));
    expect(pdf).toContain(`${format(overall!)} / 10`);
    for (const score of threadScores) if (score !== null) expect(pdf).toContain(`${format(score)} / 10`);
    await page.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/shared/kernel/clock.ts';
import {
  answerByText,
  type Journey,
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
    await answerByText(page, ANSWER);
    await page.getByText('Overall Score').waitFor();
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
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
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

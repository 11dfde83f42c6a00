import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, startJourney } from './browser.ts';

const PASSWORD = 'Str0ng!pass';
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

async function verifiedUser(j: Journey, page: Page): Promise<void> {
  const email = `taylor.${Date.now()}@example.com`;
  await page.goto(`${j.baseUrl}/signup`);
  await page.getByLabel('Full Name').fill('Taylor Brooks');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${j.baseUrl}/dashboard`);
  const mailbox = await j.browser.newPage();
  await mailbox.goto(`${j.baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = await mailbox.locator('article a').first().getAttribute('href');
  await mailbox.close();
  await page.goto(link ?? '');
  await page.waitForURL(`${j.baseUrl}/email-verification-success`);
}

async function upload(page: Page, kind: 'resume' | 'job', name: string, text: string): Promise<void> {
  const section = page.getByRole('region', {
    name: kind === 'resume' ? 'My Resumes' : 'My Job Descriptions',
  });
  await section
    .getByLabel(kind === 'resume' ? 'Upload a resume file' : 'Upload a job description file')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await section.getByText(kind === 'resume' ? 'Resume Uploaded!' : 'Job Description Uploaded!').waitFor();
}

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
    await upload(page, 'resume', 'taylor-resume.txt', RESUME);
    await upload(page, 'job', 'globex-backend.txt', JOB);

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
    for (let turn = 0; turn < 8 && page.url().endsWith('/interview'); turn++) {
      const field = page.getByRole('textbox', { name: 'Your answer' });
      await field.waitFor();
      await field.fill(ANSWER);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/interview/submit-answer'));
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await answered;
      await page.waitForTimeout(200);
    }
    await page.waitForURL(/\/session\/[0-9a-f-]+\/summary$/);
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
});

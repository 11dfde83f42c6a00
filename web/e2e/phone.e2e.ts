import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerByText, type Journey, startInterview, startJourney } from './browser.ts';

const PHONE = { width: 390, height: 844 };

const RESUME = `Taylor Brooks
Senior Backend Engineer

Experience
Senior Backend Engineer, Northwind Labs, Jan 2020 - Present
- Built Python APIs on PostgreSQL serving 2 million requests a day

Skills
Python, PostgreSQL, AWS, Docker
`;
const JOB = `Senior Backend Engineer at Globex

Requirements
- 5+ years of Python in production
- Deep PostgreSQL experience
`;
const ANSWER =
  'Our order API slowed down under load. I profiled the Python service, found an N+1 query ' +
  'against PostgreSQL and batched the reads; latency dropped from 900 ms to 120 ms.';

/** How wide the page is laid out: wider than the viewport means sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether the element lies wholly inside the viewport's width. */
async function inViewWidth(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

describe('a job seeker on a phone', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it('reads the marketing pages without scrolling sideways', async () => {
    const page = await j.browser.newPage({ viewport: PHONE });
    for (const path of ['/', '/pricing', '/about', '/contact']) {
      await page.goto(`${j.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await pageWidth(page), path).toBeLessThanOrEqual(PHONE.width);
      const header = page.getByRole('banner');
      expect(await inViewWidth(header.getByRole('link', { name: 'Get Started Free' })), path).toBe(true);
      expect(await inViewWidth(header.getByRole('button', { name: 'Open menu' })), path).toBe(true);
    }
    await page.close();
  });

  it('sees the score and the report link of a past session in the history', async () => {
    const page = j.page;
    await startInterview(j, page, {
      resume: { name: 'resume.txt', text: RESUME },
      job: { name: 'job.txt', text: JOB },
      type: 'Behavioral',
      mode: 'Text Only',
      questions: 1,
    });
    await answerByText(page, ANSWER);

    await page.setViewportSize(PHONE);
    await page.goto(`${j.baseUrl}/history`);
    const report = page.getByRole('link', { name: /^View Report: / });
    await report.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await inViewWidth(report)).toBe(true);
    const score = page.getByRole('row').nth(1).getByRole('cell').nth(1);
    expect(await score.textContent()).toMatch(/\d\.\d|N\/A/);
    expect(await inViewWidth(score)).toBe(true);
  });
});

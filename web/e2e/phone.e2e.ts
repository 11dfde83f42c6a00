import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerByText, type Journey, squash, startInterview, startJourney } from './browser.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

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

/** A fuller resume and a job asking for more than it shows: the Quick Analysis has a dozen skills to list. */
const FULL_RESUME = `Jordan Reyes
Senior Software Engineer

Experience
Senior Software Engineer, Northwind Labs, Jan 2019 - Present
- Built Python and Go services on PostgreSQL serving 2 million requests a day
- Moved deployments to Docker and AWS ECS, cutting release time from 2 hours to 15 minutes
- Led a team of 4 engineers through a migration from a monolith to services
Software Engineer, Contoso, Jun 2015 - Dec 2018
- Wrote React and TypeScript dashboards used by 300 analysts
- Added Redis caching that cut page loads by 60%

Skills
Python, Go, PostgreSQL, Redis, AWS, Docker, React, TypeScript, CI/CD
`;
const STAFF_JOB = `Staff Backend Engineer at Globex

Requirements
- 7+ years building backend services in Python or Go
- Deep PostgreSQL experience, including query tuning
- Kubernetes and Terraform in production
- Kafka or another event streaming platform
- AWS and Docker
- Mentoring engineers and leading technical design
- GraphQL APIs a plus
- Experience with Elasticsearch a plus
`;

/** How wide the page is laid out: wider than the viewport means sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How tall the page is laid out. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Whether the element lies wholly inside the first screen, seen without scrolling. */
async function onFirstScreen(
  element: Locator,
  viewport: { width: number; height: number },
): Promise<boolean> {
  const box = await element.boundingBox();
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

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

  it("opens the dashboard on a returning person's last score, next step and Start Interview", async () => {
    const page = await j.browser.newPage({ viewport: WIDE });
    await startInterview(j, page, {
      person: 'Jordan Reyes',
      resume: { name: 'Jordan Reyes Resume.txt', text: FULL_RESUME },
      job: { name: 'Globex Staff Backend.txt', text: STAFF_JOB },
      type: 'Behavioral',
      mode: 'Text Only',
      questions: 1,
    });
    await answerByText(page, ANSWER);

    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${j.baseUrl}/dashboard`);
      const last = page.getByRole('region', { name: 'Your Last Session' });
      await last.getByText('Last Score').waitFor();
      // the next step comes from the report, read after the page shows
      const next = last.locator('p', { hasText: 'Next step:' });
      await expect.poll(async () => squash((await next.textContent()) ?? '')).toMatch(/^Next step: \S/);
      const quick = page.getByRole('region', { name: 'Quick Analysis' });
      await quick.getByText('match score', { exact: true }).waitFor();
      const details = quick.getByRole('button', { name: 'Details' });
      const label = `${viewport.width}x${viewport.height}`;

      expect(await onFirstScreen(last, viewport), label).toBe(true);
      expect(await last.textContent(), label).toMatch(/Last Score\d+\.\d \/ 10/);
      expect(
        await onFirstScreen(page.getByRole('button', { name: 'Start Interview' }), viewport),
        label,
      ).toBe(true);
      expect(await details.getAttribute('aria-expanded'), label).toBe('false');
      expect(await pageWidth(page), label).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) {
        // With these documents the phone page used to be about 4,200 px tall (five screens; more
        // with a longer resume), the analysis text repeating the skill lists below them; folded
        // away, it is about 2,900 px, the skill lists now the longest part. Four screens tells the
        // two apart with several hundred pixels to spare either way (fonts differ between machines).
        expect(await pageHeight(page)).toBeLessThan(4 * PHONE.height);
        // and the text is one press away
        await details.click();
        expect(await details.getAttribute('aria-expanded')).toBe('true');
        await page.locator(`[id="${await details.getAttribute('aria-controls')}"]`).waitFor();
      }
    }
    await page.close();
  });
});

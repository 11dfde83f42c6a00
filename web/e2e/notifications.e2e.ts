import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerByText, type Journey, startInterview, startJourney } from './browser.ts';

const RESUME = `Morgan Lee
Backend Engineer
morgan.lee@example.com

Experience
Backend Engineer, Initech, 2019 - Present
- Built Go services on PostgreSQL handling 5,000 requests a second
- Cut deployment time from an hour to 8 minutes with a CI pipeline

Skills
Go, PostgreSQL, Kubernetes, CI/CD
`;
const JOB = `Backend Engineer at Hooli

Requirements
- 3+ years building services in Go
- PostgreSQL in production
`;
const ANSWER =
  'Our checkout service timed out at peak. I traced it to lock contention in PostgreSQL, moved the ' +
  'stock update into a single statement and added a queue for retries. Timeouts fell from 4% to 0.1% ' +
  'and the team adopted the pattern for two other services.';

describe('notifications in the bell', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney();
  });
  afterAll(async () => {
    await j?.close();
  });

  it("shows 'Your report is ready' in the bell without a reload once an interview is scored", async () => {
    const page = j.page;
    await startInterview(j, page, {
      person: 'Morgan Lee',
      resume: { name: 'morgan.txt', text: RESUME },
      job: { name: 'hooli.txt', text: JOB },
      type: 'Behavioral',
      mode: 'Text Only',
      questions: 1,
    });
    await answerByText(page, ANSWER);
    // a mark on this page's window: a reload would lose it
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // the score and the notice come from background jobs; the open stream brings the notice
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 30_000 });
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await bell.click();
    const item = page.getByRole('menuitem', { name: /Your report is ready/ });
    await item.waitFor();
    await item.click();
    await page.waitForURL(/\/session\/[0-9a-f-]+\/summary$/);
    await page.getByRole('button', { name: 'Notifications' }).waitFor();

    await page.goto(`${j.baseUrl}/notifications`);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByText('Your report is ready').first().waitFor();
    await expect(page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).resolves.toBe(true);
  });
});

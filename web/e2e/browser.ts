import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Clock } from '../../src/shared/kernel/clock.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

/**
 * The first link of the newest mail to an address whose subject matches, read from /dev/mailbox
 * the way a developer would (no subject: the newest mail).
 */
export async function mailedLink(j: Journey, to: string, subject?: string): Promise<string> {
  const page = await j.browser.newPage();
  // mail is delivered by a background job a moment after the request that sent it
  let href: string | null = null;
  for (let attempt = 0; attempt < 50 && !href; attempt++) {
    if (attempt > 0) await page.waitForTimeout(200);
    await page.goto(`${j.baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = subject ? page.locator('article', { hasText: subject }) : page.locator('article');
    if ((await mail.count()) > 0) href = await mail.first().locator('a').first().getAttribute('href');
  }
  await page.close();
  if (!href) throw new Error(`no ${subject ? `"${subject}" ` : ''}mail for ${to}`);
  return href;
}

export const PASSWORD = 'Str0ng!pass';

/** Fills in /signup and creates the account; the new person lands on /dashboard. */
export async function signUpThroughForm(j: Journey, page: Page, name: string, email: string): Promise<void> {
  await page.goto(`${j.baseUrl}/signup`);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${j.baseUrl}/dashboard`);
}

/** Signs a new person up through /signup and follows the mailed verification link; returns the e-mail. */
export async function verifiedUser(j: Journey, page: Page, name = 'Taylor Brooks'): Promise<string> {
  const email = `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@example.com`;
  await signUpThroughForm(j, page, name, email);
  await exploreOnOwn(page);
  await page.goto(await mailedLink(j, email));
  await page.waitForURL(`${j.baseUrl}/email-verification-success`);
  return email;
}

/**
 * Answers each question of the open interview in the text box until the report opens; returns how
 * many answers were sent (each must be taken).
 */
export async function answerByText(page: Page, answer: string): Promise<number> {
  let answers = 0;
  for (let turn = 0; turn < 10; turn++) {
    const field = page.getByRole('textbox', { name: 'Your answer' });
    await field.waitFor();
    await field.fill(answer);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/interview/submit-answer'));
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    const response = await answered;
    if (response.status() !== 200) throw new Error(`an answer was refused with ${response.status()}`);
    answers += 1;
    // the server says what comes next: the report (however long the page takes to open it), or a
    // question, answered once the page shows it
    const { nextQuestion } = (await response.json()) as {
      nextQuestion: { questionType: string; text: string };
    };
    if (nextQuestion.questionType === 'complete') break;
    await page.locator('#question-heading', { hasText: nextQuestion.text }).waitFor();
    // the page resets the answer box for the new question just after it shows it
    await page.waitForTimeout(200);
  }
  await page.waitForURL(/\/session\/[0-9a-f-]+\/summary$/);
  return answers;
}

/**
 * A new person's dashboard welcomes them with the guided tours; 'Explore on My Own' marks them all
 * complete so no tour covers the pages a journey goes through.
 */
export async function exploreOnOwn(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/tours/complete-all'));
  await page.getByRole('button', { name: 'Explore on My Own' }).click();
  await saved;
}

/** Uploads a resume or job description on /documents (the page must be open): text, or a file's bytes. */
export async function uploadDocument(
  page: Page,
  kind: 'resume' | 'job',
  name: string,
  content: string | { bytes: Uint8Array; mimeType: string },
): Promise<void> {
  const file =
    typeof content === 'string'
      ? { mimeType: 'text/plain', buffer: Buffer.from(content) }
      : { mimeType: content.mimeType, buffer: Buffer.from(content.bytes) };
  const section = page.getByRole('region', {
    name: kind === 'resume' ? 'My Resumes' : 'My Job Descriptions',
  });
  await section
    .getByLabel(kind === 'resume' ? 'Upload a resume file' : 'Upload a job description file')
    .setInputFiles({ name, ...file });
  await section.getByText(kind === 'resume' ? 'Resume Uploaded!' : 'Job Description Uploaded!').waitFor();
}

/** What a journey chooses on /interview-setup, and the documents it practises with. */
export interface InterviewSetup {
  person?: string;
  resume: { name: string; text: string };
  job: { name: string; text: string };
  type: 'Behavioral' | 'Technical' | 'Coding';
  mode: 'Text Only' | 'Voice Only';
  questions: number;
}

/** A new verified person uploads the documents and goes through /interview-setup into a session. */
export async function startInterview(j: Journey, page: Page, setup: InterviewSetup): Promise<void> {
  await verifiedUser(j, page, setup.person);
  await page.goto(`${j.baseUrl}/documents`);
  await uploadDocument(page, 'resume', setup.resume.name, setup.resume.text);
  await uploadDocument(page, 'job', setup.job.name, setup.job.text);
  await page.goto(`${j.baseUrl}/dashboard`);
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await page.waitForURL(`${j.baseUrl}/interview-setup`);
  await page.getByText(setup.type, { exact: true }).click();
  await page.getByText(setup.mode).click();
  await page.getByLabel('Number of questions').fill(String(setup.questions));
  await page.getByRole('button', { name: 'Start My Interview' }).click();
  await page.waitForURL(`${j.baseUrl}/interview`);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Journey {
  baseUrl: string;
  browser: Browser;
  page: Page;
  app: TestApp;
  close(): Promise<void>;
}

export interface JourneyOptions {
  /** The server's clock (real time when unset). */
  clock?: Clock;
  /** Settings added to the server's environment, e.g. the speech providers. */
  env?: Record<string, string>;
  /** Chromium switches added to the defaults, e.g. a fake microphone. */
  chromiumArgs?: string[];
}

/** The built web app and the real server on a free local port, driven by Debian's Chromium. */
export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  // the socket is bound first (port 0: the system picks a free one, so journeys running side by
  // side never race for a port) and answers once the app that needs its address is made
  let handler: ((request: Request) => Response | Promise<Response>) | undefined;
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: (request) => handler?.(request) ?? new Response('starting', { status: 503 }),
        hostname: '127.0.0.1',
        port: 0,
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  // the browser talks to the server directly: no proxy, so the socket address counts
  const app = await createTestApp(
    // mailed links must point at this server, as PUBLIC_URL makes them in production
    { TRUST_PROXY: 'false', PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env },
    { serveWeb: true, clock: options.clock },
  );
  handler = app.application.app.fetch;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(options.chromiumArgs ?? []),
    ],
  });
  // a person who already answered the cookie banner (essential only), so it covers nothing a
  // journey clicks; the cookie journey opens its pages from a new context, which asks again
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (pageOptions) => {
    const opened = await newPage(pageOptions);
    await opened.addInitScript(() => {
      if (!localStorage.getItem('cookie-consent')) {
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ essential: true, analytics: false, decidedAt: new Date().toISOString() }),
        );
      }
    });
    return opened;
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    page,
    app,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

export type StreamEvent = { id: string | null; event: string; data: Record<string, unknown> };

/** An event stream's messages, read the simple way the server writes them (one data line each). */
export function parseStream(body: string): StreamEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .map((block) => {
      const field = (name: string) =>
        block
          .split(/\r?\n/)
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? null;
      const event = field('event');
      const data = field('data');
      return event && data
        ? { id: field('id'), event, data: JSON.parse(data) as Record<string, unknown> }
        : null;
    })
    .filter((message): message is StreamEvent => message !== null);
}

/** Bullets and spacing aside, the words a suggestion puts on each line. */
export function suggestionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+/, '').trim())
    .filter((line) => line.length > 0);
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a downloaded PDF, pages merged. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const escapedPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * From /documents, opens the polish of a resume against a job through the wizard and waits until
 * every suggestion is in (Finalize & Save enabled); a failed polish throws with its message.
 */
export async function polishFromWizard(j: Journey, page: Page, resumeName: string, jobName: string) {
  await page.getByRole('button', { name: 'Polish a Resume' }).click();
  const wizard = page.getByRole('dialog', { name: 'Polish a Resume' });
  await wizard.getByRole('radio', { name: escapedPattern(resumeName) }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: escapedPattern(jobName) }).check();
  await wizard.getByRole('button', { name: 'Polish Resume' }).click();
  await page.waitForURL(`${j.baseUrl}/polish-resume`);
  const ready = page.getByRole('heading', { level: 1, name: 'AI Resume Polish' });
  const failed = page.getByRole('heading', { level: 1, name: 'An Error Occurred' });
  await ready.or(failed).waitFor({ timeout: 30_000 });
  if (await failed.isVisible())
    throw new Error(`the polish failed: ${await page.getByRole('alert').first().textContent()}`);
  const save = page.getByRole('button', { name: 'Finalize & Save' });
  for (let waited = 0; !(await save.isEnabled()); waited += 100) {
    if (waited > 30_000) throw new Error('the polish did not finish within 30 s');
    await page.waitForTimeout(100);
  }
}

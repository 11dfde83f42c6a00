/**
 * `npm run lighthouse`: Lighthouse (mobile emulation, its default throttling) against the built web
 * app, served by our server in its own process on the embedded database, as `npm run bench` starts
 * it. The public pages are measured signed out; then a seeded person (a resume, a job and one
 * finished interview, with the local coaching engine) is signed in for the dashboard and that
 * interview's report. Prints one JSON line per page: performance score, LCP, CLS, total blocking
 * time, and whether it meets its target (docs/architecture.md section 8: performance >= 95 on public
 * pages, >= 85 signed in, CLS < 0.1 everywhere). Needs `npm run build:web` first and Chromium at
 * /usr/bin/chromium (CHROMIUM to use another). LIGHTHOUSE_RUNS (1 unless set) runs each page that
 * many times and keeps the median performance score, as scores swing on a busy machine.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { fixtureText, labelledAnswers, matchGroups } from '../src/modules/coaching/quality/labelled-set.ts';
import {
  call,
  expectStatus,
  type Question,
  signUp,
  startInterview,
  startServer,
  uploadText,
} from './bench-support.ts';
import { PRERENDERED_ROUTES } from '../src/shared/http/prerendered-routes.ts';

/** Every public page: the ones the build renders to HTML. */
const PUBLIC_PAGES = PRERENDERED_ROUTES;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync('web/dist/index.html')) throw new Error('build the web app first: npm run build:web');

const server = await startServer({
  AI_PROVIDER: 'local',
  TTS_PROVIDER: 'none',
  REQUIRE_EMAIL_VERIFICATION: 'false',
});
const { base } = server;

/** A person with a resume, a job and one finished interview: its report exists. */
async function seedPerson(): Promise<{ token: string; sessionId: string }> {
  const token = await signUp(base, 'lighthouse');
  const group = matchGroups()[0]!;
  const resumeId = await uploadText(base, token, 'resume', fixtureText('resumes', group.bestFirst[0]!));
  const jobId = await uploadText(base, token, 'job', fixtureText('jobs', group.job));
  const answers = labelledAnswers()
    .map((a) => a.answer)
    .filter((a) => a.length >= 200);
  const { sessionId, question: first } = await startInterview(base, token, { resumeId, jobId });
  let question = first;
  for (let turn = 0; question.questionType !== 'complete'; turn++) {
    if (turn > 20) throw new Error('the seeded interview did not complete');
    const reply = await expectStatus(
      call(base, 'POST', '/api/interview/submit-answer', {
        token,
        json: {
          sessionId,
          questionId: question.questionId,
          answerText: answers[turn % answers.length],
          format: 'text',
        },
      }),
      200,
      'answer',
    );
    question = reply.json<{ nextQuestion: Question }>().nextQuestion;
  }
  // a returning person: no welcome tour over the dashboard
  for (const tour_key of [
    'initial_onboarding_tour',
    'post_interview_tour',
    'polish_resume_tour',
    'save_application_tour',
  ]) {
    await expectStatus(
      call(base, 'POST', '/api/user/tours/complete', { token, json: { tour_key } }),
      200,
      'tour',
    );
  }
  // the report is written by the summary read once the interview is complete
  await expectStatus(call(base, 'GET', `/api/interview/${sessionId}/summary`, { token }), 200, 'report');
  return { token, sessionId };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const port = 9300 + Math.floor(Math.random() * 500);
const profile = mkdtempSync(path.join(os.tmpdir(), 'coach-lighthouse-'));
// the browser's own profile (not a separate context): Lighthouse's tabs share its storage, so the
// sign-in token set here reaches the signed-in pages
const browser = await chromium.launchPersistentContext(profile, {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--remote-debugging-port=${port}`,
  ],
});
const holder = browser.pages()[0] ?? (await browser.newPage());

async function measure(route: string, signedIn: boolean) {
  const scores: number[] = [];
  let last: Record<string, number> = {};
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${base}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // signed-in pages need the token in localStorage: Lighthouse must not clear it
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`no Lighthouse result for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    last = {
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
    };
    if (lhr.finalDisplayedUrl !== `${base}${route}`) {
      throw new Error(`${route} ended on ${lhr.finalDisplayedUrl}`);
    }
  }
  const performance = median(scores);
  const target = signedIn ? 85 : 95;
  console.log(
    JSON.stringify({
      page: route,
      signedIn,
      performance,
      ...(runs > 1 ? { scores } : {}),
      ...last,
      withinTarget: performance >= target && (last.cls ?? 1) < 0.1,
    }),
  );
}

try {
  const person = await seedPerson();
  await holder.goto(`${base}/privacy`);
  await holder.evaluate(() => localStorage.clear());
  for (const route of PUBLIC_PAGES) await measure(route, false);

  await holder.evaluate((token) => {
    localStorage.setItem('token', token);
    // the cookie notice would cover the signed-in pages of a first visit; it is measured signed out
    localStorage.setItem('cookie-consent', JSON.stringify({ analytics: false }));
  }, person.token);
  await measure('/dashboard', true);
  await measure(`/session/${person.sessionId}/summary`, true);
} finally {
  await browser.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../../test/support/documents.ts';
import {
  expectAnsweredThroughout,
  healthDuring,
  inProcessHealth,
} from '../../../../test/support/health-sampler.ts';
import { answer, type Candidate, candidate, startSession } from '../../../../test/support/interviews.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { MAX_ANSWER_CHARACTERS } from '../domain/session.ts';

/**
 * `npm run test:checks`: the Performance Report holds the person's answers as written, so its PDF
 * is laid out from hostile text too. A ten-question interview answered at the longest allowed in
 * the shapes that make pdfmake's line layout grow with the square of a word or a paragraph took
 * seconds to lay out on the server's only thread; the report is now made by a document worker and
 * health checks go on being answered meanwhile.
 */
const RESPONSIVE_MS = 1_000;
/** The server's render limit in this check, and how long the test waits for the report. */
const RENDER_LIMIT_MS = 120_000;
const runOf = (unit: string) =>
  unit.repeat(Math.ceil(MAX_ANSWER_CHARACTERS / unit.length)).slice(0, MAX_ANSWER_CHARACTERS);
const SHAPES = [
  runOf('a'),
  runOf('W'),
  runOf('a '),
  runOf('a\n'),
  runOf('中文'),
  `\`\`\`js\n${runOf('x').slice(10)}\n\`\`\``,
  `a${' '.repeat(MAX_ANSWER_CHARACTERS - 2)}b`,
];

describe('the server answers health checks while it lays out a report of hostile answers', () => {
  let t: TestApp;
  let me: Candidate;
  let sessionId = '';
  beforeAll(async () => {
    // what is measured is the health answers while the report is laid out, not the render's
    // time limit: on a machine with every core busy, this report may pass the default 20 s
    t = await createTestApp({ TTS_PROVIDER: 'none', RENDER_TIMEOUT_MS: String(RENDER_LIMIT_MS) });
    me = await candidate(t);
    const started = await startSession(t, me, { numQuestions: 10, interviewType: 'Technical' });
    expect(started.status).toBe(201);
    sessionId = started.body.sessionId;
    let questionId: string | null = started.body.nextQuestion.questionId;
    for (let turn = 0; questionId && turn < 40; turn++) {
      // every answer its own text: a layout never measures the same text twice
      const written = SHAPES[turn % SHAPES.length]!;
      const res = await answer(
        t,
        me.token,
        sessionId,
        questionId,
        `${turn}`.padStart(2, '0') + written.slice(2),
      );
      expect(res.status).toBe(200);
      questionId = res.body.nextQuestion.questionId;
    }
    await t.application.jobs.settled();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it(
    'downloads the report while health checks are answered',
    async () => {
      const report = t.request(`/api/report/${sessionId}/download`, { headers: auth(me.token) });
      const health = await healthDuring(inProcessHealth(t), report);
      const res = await report;
      expect(res.status).toBe(200);
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      expectAnsweredThroughout(health, RESPONSIVE_MS);
    },
    RENDER_LIMIT_MS + 30_000,
  );
});

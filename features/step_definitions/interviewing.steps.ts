import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { signUp } from '../../test/support/accounts.ts';
import {
  DETAILED_ANSWER,
  INTERVIEW_JOB,
  INTERVIEW_RESUME,
  type NextQuestion,
  verifyByMail,
} from '../../test/support/interviews.ts';
import { endTrial } from '../../test/support/documents.ts';
import type { components } from '../../openapi/types.ts';
import type { CoachWorld } from '../support/world.ts';

interface Interview {
  resumeId: string;
  jobId: string;
  sessionId: string;
  current: NextQuestion | undefined;
  asked: NextQuestion[];
  submissions: NextQuestion[];
  lastAnswered: string;
  /** The answers the interview took, in the order given. */
  given: string[];
}

const interviews = new WeakMap<CoachWorld, Interview>();

function interview(world: CoachWorld): Interview {
  const found = interviews.get(world);
  if (!found) throw new Error('no interview state: start with the Background');
  return found;
}

async function uploaded(world: CoachWorld, kind: 'resume' | 'job', text: string): Promise<string> {
  const res = await world.upload(kind, `${kind}.txt`, text);
  assert.equal(res.status, 200, res.text);
  return (res.json as { dbId: string }).dbId;
}

async function start(world: CoachWorld, settings: Record<string, unknown>): Promise<void> {
  const state = interview(world);
  const res = await world.send('POST', '/api/interview/start', {
    resumeId: state.resumeId,
    jobId: state.jobId,
    interviewType: 'Behavioral',
    persona: 'Friendly & Encouraging',
    duration: 30,
    numQuestions: 2,
    format: 'text',
    ...settings,
  });
  if (res.status !== 201) return;
  const body = res.json as { sessionId: string; nextQuestion: NextQuestion };
  state.sessionId = body.sessionId;
  state.current = body.nextQuestion;
  state.asked = [body.nextQuestion];
  state.submissions = [];
  state.given = [];
}

async function submit(world: CoachWorld, answerText: string, questionId?: string): Promise<void> {
  const state = interview(world);
  const id = questionId ?? state.current?.questionId ?? state.lastAnswered;
  const res = await world.send('POST', '/api/interview/submit-answer', {
    sessionId: state.sessionId,
    questionId: id,
    answerText,
    format: 'text',
  });
  if (res.status !== 200) return;
  const next = (res.json as { nextQuestion: NextQuestion }).nextQuestion;
  if (id === state.current?.questionId) state.given.push(answerText);
  state.lastAnswered = id ?? '';
  state.submissions.push(next);
  if (next.questionId !== state.current?.questionId) state.asked.push(next);
  state.current = next;
}

Given('a verified user with a resume and a job description', async function (this: CoachWorld) {
  const me = await signUp(this.app);
  this.token = me.token;
  this.email = me.email;
  await verifyByMail(this.app, me.email);
  const resumeId = await uploaded(this, 'resume', INTERVIEW_RESUME);
  const jobId = await uploaded(this, 'job', INTERVIEW_JOB);
  interviews.set(this, {
    resumeId,
    jobId,
    sessionId: '',
    current: undefined,
    asked: [],
    submissions: [],
    lastAnswered: '',
    given: [],
  });
});

Given('their trial has ended', async function (this: CoachWorld) {
  await endTrial(this.app, this.email);
});

Given('they started {int} interviews', async function (this: CoachWorld, count: number) {
  for (let i = 0; i < count; i++) {
    await start(this, {});
    assert.equal(this.response().status, 201, this.response().text);
  }
});

When(
  'they start a {string} interview with {int} questions',
  async function (this: CoachWorld, interviewType: string, numQuestions: number) {
    await start(this, { interviewType, numQuestions });
  },
);

When(
  'they start an interview lasting {int} minutes with {int} questions',
  async function (this: CoachWorld, duration: number, numQuestions: number) {
    await start(this, { duration, numQuestions });
  },
);

When('they answer {string}', async function (this: CoachWorld, text: string) {
  await submit(this, text);
  assert.equal(this.response().status, 200, this.response().text);
});

When('they answer in detail', async function (this: CoachWorld) {
  await submit(this, DETAILED_ANSWER);
});

When('they answer every question in detail', async function (this: CoachWorld) {
  const state = interview(this);
  for (let turn = 0; state.current?.questionId && turn < 40; turn++) {
    await submit(this, DETAILED_ANSWER);
    assert.equal(this.response().status, 200, this.response().text);
  }
});

When('they submit the same question again with {string}', async function (this: CoachWorld, text: string) {
  await submit(this, text, interview(this).lastAnswered);
});

When('they end the session', async function (this: CoachWorld) {
  await this.send('POST', `/api/interview/${interview(this).sessionId}/end`);
});

Then('the current question is main question {int}', function (this: CoachWorld, number: number) {
  const state = interview(this);
  assert.equal(state.current?.questionType, 'main');
  assert.equal(state.asked.filter((q) => q.questionType === 'main').length, number);
});

Then('they were asked {int} main questions', function (this: CoachWorld, count: number) {
  assert.equal(interview(this).asked.filter((q) => q.questionType === 'main').length, count);
});

Then('the last question is {string}', function (this: CoachWorld, kind: string) {
  assert.equal(interview(this).current?.questionType, kind);
});

Then('the next question is a {string}', function (this: CoachWorld, kind: string) {
  assert.equal(interview(this).current?.questionType, kind);
});

Then('both submissions got the same next question', function (this: CoachWorld) {
  const [first, second] = interview(this).submissions;
  assert.ok(first && second);
  assert.deepEqual(second, first);
});

async function report(world: CoachWorld) {
  const res = await world.send('GET', `/api/interview/${interview(world).sessionId}/summary`);
  assert.equal(res.status, 200, res.text);
  return res.json as components['schemas']['SessionSummary'];
}

/** Every answer of the report in the order given, once no evaluation is still running. */
type ReportAnswer = components['schemas']['FollowUpItem'];

async function settledAnswers(
  world: CoachWorld,
): Promise<(ReportAnswer & { status: string; score: number | null })[]> {
  // evaluations and scoring run as background jobs after each answer and at the end
  await world.app.application.jobs.settled();
  for (let attempt = 0; attempt < 150; attempt++) {
    const body = await report(world);
    const answers = body.breakdown
      .flatMap((main) => [main, ...main.follow_ups])
      .map((a) => {
        const evaluation = JSON.parse(a.evaluation_result) as { status: string; score: number | null };
        return { ...a, status: evaluation.status, score: evaluation.score };
      });
    if (answers.every((a) => a.status !== 'pending')) return answers;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail('an evaluation never finished');
}

/** The report page shows 'Evaluation Failed' (with 'Try Again') for an evaluation whose status is 'error'. */
function showsEvaluationFailed(answer: { status: string; score: number | null }): void {
  assert.equal(answer.status, 'error');
  assert.equal(answer.score, null);
}

function hasScoreOutOf10(answer: { status: string; score: number | null }): void {
  assert.equal(answer.status, 'ok');
  assert.ok(answer.score !== null && answer.score >= 0 && answer.score <= 10, `score ${answer.score}`);
}

Then('the report shows the session completed with a score out of 10', async function (this: CoachWorld) {
  // the last answers' evaluations run in the background: wait until they scored the session
  for (let i = 0; i < 50; i++) {
    const body = await report(this);
    assert.equal(body.session.status, 'completed');
    if (body.session.score !== null) {
      assert.ok(body.session.score >= 0 && body.session.score <= 10);
      assert.equal(Math.round(body.session.score * 10) / 10, body.session.score);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail('the session was never scored');
});

Then('the report holds {int} answer(s)', async function (this: CoachWorld, count: number) {
  const body = await report(this);
  const answers = body.breakdown.reduce((n, item) => n + 1 + item.follow_ups.length, 0);
  assert.equal(answers, count);
  assert.equal(body.breakdown[0]?.answer_text, DETAILED_ANSWER);
});

When('they answer the current question with a recording', async function (this: CoachWorld) {
  const session = interviews.get(this);
  assert.ok(session?.current, 'an interview was started');
  const form = new FormData();
  form.append('sessionId', session.sessionId);
  form.append('questionId', session.current.questionId ?? '');
  form.append('format', 'voice');
  // a WebM header followed by filler: what matters here is who may have it transcribed
  const recording = new Uint8Array(4096);
  recording.set([0x1a, 0x45, 0xdf, 0xa3]);
  form.append('audio', new File([recording], 'answer.webm', { type: 'audio/webm' }));
  const res = await this.app.request('/api/interview/submit-audio-answer', {
    method: 'POST',
    headers: { 'x-auth-token': this.token ?? '', 'x-forwarded-for': this.address },
    body: form,
  });
  const text = await res.text();
  this.last = { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
});

Given('the AI provider is an OpenAI-compatible service', async function (this: CoachWorld) {
  await this.useProvider();
});

const HEALTH = {
  failing: 'failing',
  'answering slowly': 'slow',
  'answering with malformed output': 'malformed',
} as const;

When(
  /^the AI provider starts (failing|answering slowly|answering with malformed output)$/,
  function (this: CoachWorld, fault: keyof typeof HEALTH) {
    assert.ok(this.provider, 'the scenario uses the OpenAI-compatible provider');
    this.provider.health = HEALTH[fault];
  },
);

When('the evaluations have finished', async function (this: CoachWorld) {
  await settledAnswers(this);
});

When('the AI provider recovers', function (this: CoachWorld) {
  assert.ok(this.provider, 'the scenario uses the OpenAI-compatible provider');
  this.provider.health = 'healthy';
});

Then('the report keeps every answer they gave', async function (this: CoachWorld) {
  const answers = await settledAnswers(this);
  const given = interview(this).given;
  assert.ok(given.length > 0, 'answers were given');
  assert.deepEqual(
    answers.map((a) => a.answer_text),
    given,
  );
});

Then('every answer in the report shows {string}', async function (this: CoachWorld, label: string) {
  assert.equal(label, 'Evaluation Failed');
  for (const answer of await settledAnswers(this)) showsEvaluationFailed(answer);
});

Then(
  'answer {int} in the report shows {string}',
  async function (this: CoachWorld, n: number, label: string) {
    assert.equal(label, 'Evaluation Failed');
    const answer = (await settledAnswers(this))[n - 1];
    assert.ok(answer, `answer ${n} is in the report`);
    showsEvaluationFailed(answer);
  },
);

Then(
  'answers {int} and {int} in the report have a score out of 10',
  async function (this: CoachWorld, first: number, second: number) {
    const answers = await settledAnswers(this);
    for (const n of [first, second]) {
      const answer = answers[n - 1];
      assert.ok(answer, `answer ${n} is in the report`);
      hasScoreOutOf10(answer);
    }
  },
);

When('they press {string} on every failed answer', async function (this: CoachWorld, button: string) {
  assert.equal(button, 'Try Again');
  const failed = (await settledAnswers(this)).filter((a) => a.status === 'error');
  assert.ok(failed.length > 0, 'some answer failed');
  for (const answer of failed) {
    const res = await this.send('POST', `/api/interview/answer/${answer.answer_id}/reevaluate`);
    assert.equal(res.status, 200, res.text);
  }
});

Then('every answer in the report has a score out of 10', async function (this: CoachWorld) {
  for (const answer of await settledAnswers(this)) hasScoreOutOf10(answer);
});

Then('their history holds no sessions', async function (this: CoachWorld) {
  const res = await this.send('GET', '/api/user/history');
  assert.equal(res.status, 200, res.text);
  assert.equal((res.json as { totalSessions: number }).totalSessions, 0);
});

Then('their history shows the session with a score', async function (this: CoachWorld) {
  const sessionId = interview(this).sessionId;
  // the last answer's evaluation runs in the background: wait until it scored the session
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await this.send('GET', '/api/user/history');
    assert.equal(res.status, 200, res.text);
    const row = (res.json as { sessions: { id: string; score: number | null }[] }).sessions.find(
      (s) => s.id === sessionId,
    );
    assert.ok(row, 'the session is in the history');
    if (row.score !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail('the session was never scored');
});

Then(
  'the report shows the session ended {int} minutes after it started',
  async function (this: CoachWorld, minutes: number) {
    const { session } = (await report(this)) as unknown as {
      session: { status: string; created_at: string; ended_at: string | null };
    };
    assert.equal(session.status, 'completed');
    assert.ok(session.ended_at, 'the session has an end');
    assert.equal(Date.parse(session.ended_at) - Date.parse(session.created_at), minutes * 60_000);
  },
);

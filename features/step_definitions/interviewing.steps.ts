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
import type { CoachWorld } from '../support/world.ts';

interface Interview {
  resumeId: string;
  jobId: string;
  sessionId: string;
  current: NextQuestion | undefined;
  asked: NextQuestion[];
  submissions: NextQuestion[];
  lastAnswered: string;
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
  return res.json as {
    session: { status: string; score: number | null };
    breakdown: { answer_text: string; follow_ups: unknown[] }[];
  };
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

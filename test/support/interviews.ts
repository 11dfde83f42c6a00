import { latestMail, type SignedIn, signUp } from './accounts.ts';
import { auth, uploadText } from './documents.ts';
import type { TestApp } from './test-app.ts';
import type { components } from '../../openapi/types.ts';

export const INTERVIEW_RESUME = `Ada Lovelace
Senior Software Engineer
Skills: TypeScript, Node.js, PostgreSQL, Docker
Experience
Acme Corp, Senior Engineer, 2019 - 2024
- Built TypeScript services on Node.js and PostgreSQL serving 2 million users`;

export const INTERVIEW_JOB = `Backend Engineer at Globex
Requirements:
- 5+ years with TypeScript and Node.js
- PostgreSQL and Kubernetes
- Experience with GraphQL`;

/** A strong, specific answer (situation, action, numbers, result): the engine asks no follow-up. */
export const DETAILED_ANSWER =
  'At Acme Corp our PostgreSQL-backed TypeScript API slowed down under 2 million users. I profiled the ' +
  'slowest queries, added covering indexes and moved reporting to a read replica, and wrote a load test in ' +
  'Node.js to prove it. As a result p95 latency fell from 900 ms to 120 ms and the on-call pages dropped by ' +
  'half; I learned to measure before changing anything and shared the playbook with the team.';

export interface Candidate extends SignedIn {
  resumeId: string;
  jobId: string;
}

/** Follows the verification link the sign-up mail carries, as the person would. */
export async function verifyByMail(t: TestApp, email: string): Promise<void> {
  const { link } = await latestMail(t, email);
  const url = new URL(link);
  const res = await t.request(`${url.pathname}${url.search}`);
  if (res.status >= 400) throw new Error(`verification failed: ${res.status}`);
}

/** A verified account with a resume and a job description uploaded. */
export async function candidate(t: TestApp): Promise<Candidate> {
  const me = await signUp(t);
  await verifyByMail(t, me.email);
  const resumeId = await uploadText(t, me.token, 'resume', INTERVIEW_RESUME);
  const jobId = await uploadText(t, me.token, 'job', INTERVIEW_JOB);
  return { ...me, resumeId, jobId };
}

export type NextQuestion = components['schemas']['SessionQuestion'];

export function startBody(c: Candidate, overrides: Record<string, unknown> = {}) {
  return {
    resumeId: c.resumeId,
    jobId: c.jobId,
    interviewType: 'Behavioral',
    persona: 'Friendly & Encouraging',
    duration: 30,
    numQuestions: 2,
    format: 'text',
    ...overrides,
  };
}

export async function startSession(
  t: TestApp,
  c: Candidate,
  overrides: Record<string, unknown> = {},
): Promise<{ status: number; body: { sessionId: string; nextQuestion: NextQuestion; error?: string } }> {
  return t.json('/api/interview/start', {
    method: 'POST',
    headers: { ...auth(c.token), 'content-type': 'application/json' },
    body: JSON.stringify(startBody(c, overrides)),
  });
}

export async function answer(
  t: TestApp,
  token: string,
  sessionId: string,
  questionId: string,
  answerText = DETAILED_ANSWER,
): Promise<{ status: number; body: { nextQuestion: NextQuestion; error?: string } }> {
  return t.json('/api/interview/submit-answer', {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, questionId, answerText, format: 'text' }),
  });
}

import { type ReadStream, readStream, type SseEvent } from './sse.ts';
import type { TestApp } from './test-app.ts';

export type { ReadStream, SseEvent };

/**
 * A resume and a job description that give the polish something real to do: weak openers, filler,
 * a finished role told in the present tense, skills the job asks for sitting low in a role, and
 * numbers that must come through exactly.
 */
export const POLISH_RESUME = `Maya Chen
maya.chen@example.com | 555-0142 | Austin, TX

Summary
I am a backend engineer who really enjoys building reliable billing systems in order to keep clinics paid on time.

Skills
Python, PostgreSQL, Docker, REST APIs, Redis

Experience
Senior Software Engineer | Northwind Health | Austin, TX | Mar 2021 - Present
- Responsible for the claims API used by 300 clinics
- Worked on PostgreSQL query tuning that cut p95 latency by 40%
- Successfully migrated nightly billing jobs to Docker containers
- Mentored 3 junior engineers

Software Engineer | Acme Corp | Dallas, TX | Jun 2017 - Feb 2021
- Build internal reporting tools in Python for the finance team
- Manage the Redis cache layer serving 2 million requests a day
- Utilized REST APIs to integrate 12 payment providers, saving $1.2M a year
- Was involved in the on-call rotation

Junior Developer | Initech | Dallas, TX | Jan 2015 - May 2017
- Helped with bug fixes on the invoicing module
- Wrote unit tests in Python

Education
BSc Computer Science, University of Texas, 2014
`;

export const POLISH_JOB = `Senior Backend Engineer

Requirements
- 5+ years building APIs in Python
- PostgreSQL and Redis in production
- Docker and Kubernetes
- Experience with REST APIs and payment integrations
`;

/** The number of work experiences in POLISH_RESUME (Total Suggestions is one more). */
export const POLISH_RESUME_ROLES = 3;

/** Reads a polish stream over HTTP, as an EventSource would, until it ends or `stopAfter` says so. */
export async function readPolishStream(
  t: Pick<TestApp, 'request'>,
  token: string,
  query: { resumeId: string; jobDescriptionId: string },
  options: { lastEventId?: string; stopAfter?: (e: SseEvent, all: SseEvent[]) => boolean } = {},
): Promise<ReadStream> {
  const params = new URLSearchParams(query);
  const headers: Record<string, string> = { 'x-auth-token': token, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const res = await t.request(`/api/resume/polish-stream?${params}`, { headers });
  return readStream(res, (e, all) => options.stopAfter?.(e, all) ?? false);
}

/** The contract's order of a polish of `roles` experiences, every one polished. */
export function expectedOrder(roles: number): string[] {
  const each = Array.from({ length: roles }, () => ['status_update', 'work_experience_suggestion']).flat();
  return [
    'status_update',
    'parsing_complete',
    'status_update',
    'summary_suggestion',
    ...each,
    'status_update',
    'scores_complete',
    'done',
  ];
}

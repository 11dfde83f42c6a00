import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, endTrial, markVerified, uploadText } from '../../../../test/support/documents.ts';
import {
  expectedOrder,
  POLISH_JOB,
  POLISH_RESUME,
  POLISH_RESUME_ROLES,
  readPolishStream,
  type SseEvent,
} from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';

interface Polisher extends SignedIn {
  resumeId: string;
  jobDescriptionId: string;
}

const sql = <T>(t: TestApp, query: string, params: unknown[] = []) =>
  t.database.orm.em.fork().getConnection().execute<T[]>(query, params);

/** Events stored for a run, by name, in order. */
async function storedEvents(t: TestApp, runId: string): Promise<string[]> {
  const rows = await sql<{ event: string }>(
    t,
    'select event from polish_run_events where run_id = ? order by seq',
    [runId],
  );
  return rows.map((r: { event: string }) => r.event);
}

/** Waits until the run stores nothing new (the step in flight when the client left has landed). */
async function settled(t: TestApp, runId: string): Promise<string[]> {
  let last = await storedEvents(t, runId);
  for (let i = 0; i < 50; i += 1) {
    await new Promise((r) => setTimeout(r, 40));
    const now = await storedEvents(t, runId);
    if (now.length === last.length && i >= 3) return now;
    last = now;
  }
  return last;
}

async function usedPolish(t: TestApp, me: SignedIn): Promise<boolean> {
  const { body } = await t.json<{ user: { used_polish_feature: boolean } }>('/api/user/profile', {
    headers: auth(me.token),
  });
  return body.user.used_polish_feature;
}

const runOf = (e: SseEvent) => e.id!.split(':')[0]!;
const seqOf = (e: SseEvent) => Number(e.id!.split(':')[1]);

describe('the polish stream', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function polisher(options: { free?: boolean; verified?: boolean } = {}): Promise<Polisher> {
    const me = await signUp(t);
    if (options.verified !== false) await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME, 'Maya Chen Resume.txt');
    const jobDescriptionId = await uploadText(t, me.token, 'job', POLISH_JOB);
    if (options.free) await endTrial(t, me.email);
    return { ...me, resumeId, jobDescriptionId };
  }

  it('streams the contract’s events in order with ids, retry and an opening comment, then records the polish', async () => {
    const me = await polisher();
    const stream = await readPolishStream(t, me.token, me);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.comments[0]).toBe('polish stream');
    expect(stream.retry).toBe(1000);
    expect(stream.events.map((e) => e.event)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
    const run = runOf(stream.events[0]!);
    expect(stream.events.map(seqOf)).toEqual(stream.events.map((_, i) => i + 1));
    expect(stream.events.every((e) => runOf(e) === run)).toBe(true);
    expect(await usedPolish(t, me)).toBe(true);
  });

  it('gives every payload the contract’s shape, and each suggestion the resume’s own heading facts', async () => {
    const me = await polisher();
    const { events } = await readPolishStream(t, me.token, me);
    const data = (name: string) => events.filter((e) => e.event === name).map((e) => e.data);
    expect(data('status_update')[0]).toEqual({
      message: 'Reading your resume and the job description...',
      processingIndex: null,
    });
    expect(data('status_update')[2]).toEqual({
      message: 'Polishing your experience at Northwind Health...',
      processingIndex: 0,
    });
    const [parsed] = data('parsing_complete') as {
      structuredResume: { summary: string; workExperience: Record<string, string | null>[] };
      structuredJd: Record<string, unknown>;
    }[];
    expect(Object.keys(parsed!.structuredResume).sort()).toEqual(
      ['certifications', 'contactInfo', 'education', 'skills', 'summary', 'workExperience'].sort(),
    );
    expect(Object.keys(parsed!.structuredJd).sort()).toEqual(
      ['preferredSkills', 'requiredSkills', 'responsibilities', 'seniority', 'title'].sort(),
    );
    const roles = parsed!.structuredResume.workExperience;
    expect(roles).toHaveLength(POLISH_RESUME_ROLES);

    const [summary] = data('summary_suggestion') as Record<string, string>[];
    expect(Object.keys(summary!).sort()).toEqual(['original', 'reasoning', 'suggested']);
    expect(summary!.original).toBe(parsed!.structuredResume.summary);
    expect(summary!.suggested).not.toBe(summary!.original);
    expect(summary!.suggested).not.toMatch(/^I am/);

    const experiences = data('work_experience_suggestion') as Record<string, unknown>[];
    experiences.forEach((s, index) => {
      const role = roles[index]!;
      expect(s).toEqual({
        original: role.description,
        suggested: expect.any(String),
        reasoning: expect.stringMatching(/\w/),
        index,
        jobTitle: role.standardizedJobTitle,
        company: role.company,
        location: role.location,
        duration: `${role.startDate} - ${role.endDate}`,
      });
    });
    // stronger verbs, the finished role in the past tense, numbers exactly as they were
    expect(experiences[0]!.suggested).toContain('- Owned the claims API used by 300 clinics');
    expect(experiences[1]!.suggested).toContain(
      '- Managed the Redis cache layer serving 2 million requests a day',
    );
    expect(experiences[1]!.suggested).toContain('saving $1.2M a year');

    const [scores] = data('scores_complete') as {
      scores: { originalMatchScore: number; improvedMatchScore: number };
    }[];
    expect(scores!.scores.originalMatchScore).toBeGreaterThan(0);
    expect(scores!.scores.improvedMatchScore).toBeGreaterThanOrEqual(scores!.scores.originalMatchScore);
    expect(data('done')).toEqual([{}]);
  });

  it('scores the original resume with the very matcher of Quick Analysis', async () => {
    const me = await polisher();
    const { events } = await readPolishStream(t, me.token, me);
    const scores = events.find((e) => e.event === 'scores_complete')!.data as {
      scores: { originalMatchScore: number };
    };
    const quick = await t.json<{ score: number }>(
      '/api/user/analyze-match',
      jsonRequest('POST', { resumeId: me.resumeId, jobId: me.jobDescriptionId }, auth(me.token)),
    );
    expect(quick.status).toBe(200);
    expect(scores.scores.originalMatchScore).toBe(quick.body.score);
  });

  it('stops working when the client goes away, and resumes after Last-Event-ID without repeating a step', async () => {
    const me = await polisher();
    const first = await readPolishStream(t, me.token, me, {
      stopAfter: (e) => e.event === 'work_experience_suggestion',
    });
    const last = first.events.at(-1)!;
    const run = runOf(last);
    const stored = await settled(t, run);
    expect(stored).not.toContain('done');
    expect(stored.length).toBeLessThan(expectedOrder(POLISH_RESUME_ROLES).length);
    expect(await usedPolish(t, me)).toBe(false);

    const rest = await readPolishStream(t, me.token, me, { lastEventId: last.id });
    expect(rest.events.every((e) => runOf(e) === run)).toBe(true);
    expect(seqOf(rest.events[0]!)).toBe(seqOf(last) + 1);
    expect([...first.events, ...rest.events].map((e) => e.event)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
    expect(await storedEvents(t, run)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
    expect(await usedPolish(t, me)).toBe(true);
  });

  it('answers 204 to a reconnect after the last event of an ended polish, so an EventSource stops', async () => {
    const me = await polisher();
    const { events } = await readPolishStream(t, me.token, me);
    const again = await t.request(
      `/api/resume/polish-stream?resumeId=${me.resumeId}&jobDescriptionId=${me.jobDescriptionId}`,
      { headers: { ...auth(me.token), 'last-event-id': events.at(-1)!.id! } },
    );
    expect(again.status).toBe(204);
    // one event short: the last one is sent again
    const rest = await readPolishStream(t, me.token, me, { lastEventId: events.at(-2)!.id });
    expect(rest.events.map((e) => e.event)).toEqual(['done']);
  });

  it('starts a new run for a Last-Event-ID that is not the caller’s run of these documents', async () => {
    const me = await polisher();
    const other = await polisher();
    const theirs = await readPolishStream(t, other.token, other, {
      stopAfter: (e) => e.event === 'parsing_complete',
    });
    const mine = await readPolishStream(t, me.token, me, { lastEventId: theirs.events.at(-1)!.id });
    expect(runOf(mine.events[0]!)).not.toBe(runOf(theirs.events[0]!));
    expect(mine.events.map((e) => e.event)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
  });

  it('forgets a polish, with what it says of the resume, when the resume is deleted', async () => {
    const me = await polisher();
    const { events } = await readPolishStream(t, me.token, me);
    const run = runOf(events[0]!);
    const res = await t.request(
      `/api/documents/${me.resumeId}`,
      jsonRequest('DELETE', { type: 'resume' }, auth(me.token)),
    );
    expect(res.status).toBe(204);
    expect(await storedEvents(t, run)).toEqual([]);
    expect(await sql(t, 'select 1 from polish_runs where id = ?', [run])).toHaveLength(0);
    // the one-time polish stays used
    expect(await usedPolish(t, me)).toBe(true);
  });

  it('answers 404 in the error envelope for documents of another user, before any stream opens', async () => {
    const me = await polisher();
    const other = await polisher();
    for (const query of [
      { resumeId: other.resumeId, jobDescriptionId: me.jobDescriptionId },
      { resumeId: me.resumeId, jobDescriptionId: other.jobDescriptionId },
      { resumeId: me.jobDescriptionId, jobDescriptionId: me.resumeId },
    ]) {
      const res = await readPolishStream(t, me.token, query);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: 'NOT_FOUND', requestId: expect.any(String) });
    }
  });

  it('refuses bad ids with the validation envelope and an unverified e-mail with 403', async () => {
    const me = await polisher({ verified: false });
    const bad = await readPolishStream(t, me.token, {
      resumeId: 'not-a-uuid',
      jobDescriptionId: me.jobDescriptionId,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: ['resumeId'] }] });
    const unverified = await readPolishStream(t, me.token, me);
    expect(unverified.status).toBe(403);
    expect(unverified.json).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });
    const anonymous = await t.request(
      `/api/resume/polish-stream?resumeId=${me.resumeId}&jobDescriptionId=${me.jobDescriptionId}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('lets the Free plan polish once: a second polish answers 402 with the one-time message', async () => {
    const me = await polisher({ free: true });
    const first = await readPolishStream(t, me.token, me);
    expect(first.events.at(-1)!.event).toBe('done');
    const second = await readPolishStream(t, me.token, me);
    expect(second.status).toBe(402);
    expect(second.json).toMatchObject({
      error: 'UPGRADE_REQUIRED',
      message: 'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.',
    });
  });

  it("follows the operator's Free plan polish allowance: two polishes when set to 2, none when set to 0", async () => {
    const admin = await signUp(t);
    await promote(t, admin.email, 'admin');
    const headers = { 'content-type': 'application/json', 'x-auth-token': admin.token };
    const saved = await t.json<Record<string, unknown> & { freePlanLimits: Record<string, number> }>(
      '/api/admin/settings',
      { headers },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { updated_at: _at, updated_by: _by, ...settings } = saved.body;
    const allow = (resumePolishes: number) =>
      t.request('/api/admin/settings', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...settings, freePlanLimits: { ...settings.freePlanLimits, resumePolishes } }),
      });
    try {
      expect((await allow(2)).status).toBe(200);
      const me = await polisher({ free: true });
      expect((await readPolishStream(t, me.token, me)).events.at(-1)!.event).toBe('done');
      expect((await readPolishStream(t, me.token, me)).events.at(-1)!.event).toBe('done');
      expect((await readPolishStream(t, me.token, me)).status).toBe(402);
      expect((await allow(0)).status).toBe(200);
      const none = await polisher({ free: true });
      expect((await readPolishStream(t, none.token, none)).status).toBe(402);
    } finally {
      await allow(saved.body.freePlanLimits.resumePolishes ?? 1);
    }
  });

  it('lets a Free account finish the polish it started, even across a reconnect', async () => {
    const me = await polisher({ free: true });
    const first = await readPolishStream(t, me.token, me, {
      stopAfter: (e) => e.event === 'summary_suggestion',
    });
    await settled(t, runOf(first.events[0]!));
    const rest = await readPolishStream(t, me.token, me, { lastEventId: first.events.at(-1)!.id });
    expect(rest.status).toBe(200);
    expect(rest.events.at(-1)!.event).toBe('done');
  });
});

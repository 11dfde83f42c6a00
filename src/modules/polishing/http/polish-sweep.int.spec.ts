import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, endTrial, markVerified, uploadText } from '../../../../test/support/documents.ts';
import {
  expectedOrder,
  POLISH_JOB,
  POLISH_RESUME,
  POLISH_RESUME_ROLES,
  readPolishStream,
} from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { POLISHING } from '../tokens.ts';

interface Polisher extends SignedIn {
  resumeId: string;
  jobDescriptionId: string;
}

const MINUTE = 60_000;

const sql = <T>(t: TestApp, query: string, params: unknown[] = []) =>
  t.database.orm.em.fork().getConnection().execute<T[]>(query, params);

async function runState(t: TestApp, runId: string) {
  const [run] = await sql<{ status: string }>(t, 'select status from polish_runs where id = ?', [runId]);
  const events = await sql<{ event: string }>(
    t,
    'select event from polish_run_events where run_id = ? order by seq',
    [runId],
  );
  return { status: run?.status, events: events.map((e: { event: string }) => e.event) };
}

/** Waits until the run stores nothing new (the step in flight when the client left has landed). */
async function settled(t: TestApp, runId: string): Promise<string[]> {
  let last = (await runState(t, runId)).events;
  for (let i = 0; i < 50; i += 1) {
    await new Promise((r) => setTimeout(r, 40));
    const now = (await runState(t, runId)).events;
    if (now.length === last.length && i >= 3) return now;
    last = now;
  }
  return last;
}

/**
 * A polish run nobody will finish (its instance crashed, its client never came back) is ended by
 * a scheduled sweep once it stored nothing for ten minutes: it fails, a reconnect is sent the
 * error, and the Free polish it claimed is given back.
 */
describe('the sweep of abandoned polish runs', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function freePolisher(): Promise<Polisher> {
    const me = await signUp(t);
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME);
    const jobDescriptionId = await uploadText(t, me.token, 'job', POLISH_JOB);
    await endTrial(t, me.email);
    return { ...me, resumeId, jobDescriptionId };
  }

  /** As the job queue runs it: in a context of its own. */
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(t.database.orm.em, work);
  const sweep = () => inContext(() => t.application.resolve(POLISHING.SweepAbandonedPolishes).sweep());

  it('ends a run left before any suggestion after ten quiet minutes, sends the error on reconnect and gives the Free polish back', async () => {
    const me = await freePolisher();
    const first = await readPolishStream(t, me.token, me, {
      stopAfter: (e) => e.event === 'parsing_complete',
    });
    const run = first.events[0]!.id!.split(':')[0]!;
    const stored = await settled(t, run);
    expect((await runState(t, run)).status).toBe('running');
    // the claim is held while the run may still be finished
    expect((await readPolishStream(t, me.token, me)).status).toBe(402);

    clock.advance(9 * MINUTE);
    expect(await sweep()).toBe(0);
    expect((await runState(t, run)).status).toBe('running');

    clock.advance(2 * MINUTE);
    expect(await sweep()).toBe(1);
    expect(await runState(t, run)).toEqual({ status: 'failed', events: [...stored, 'error'] });
    expect(await sweep()).toBe(0);

    // a reconnect is told the polish failed, and nothing runs on
    const lastSeen = first.events.at(-1)!.id!;
    const rest = await readPolishStream(t, me.token, me, { lastEventId: lastSeen });
    expect(rest.events.at(-1)).toMatchObject({
      event: 'error',
      data: { message: 'The polish could not be completed. Please try again.' },
    });
    expect((await runState(t, run)).events).toEqual([...stored, 'error']);
    const over = await t.request(
      `/api/resume/polish-stream?resumeId=${me.resumeId}&jobDescriptionId=${me.jobDescriptionId}`,
      { headers: { ...auth(me.token), 'last-event-id': rest.events.at(-1)!.id! } },
    );
    expect(over.status).toBe(204);

    // it never reached done: the Free polish is there to use
    const again = await readPolishStream(t, me.token, me);
    expect(again.events.map((e) => e.event)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
    expect((await readPolishStream(t, me.token, me)).status).toBe(402);
  });

  it('keeps the Free polish used when the run left had handed out a suggestion', async () => {
    const me = await freePolisher();
    const first = await readPolishStream(t, me.token, me, {
      stopAfter: (e) => e.event === 'summary_suggestion',
    });
    const run = first.events[0]!.id!.split(':')[0]!;
    const stored = await settled(t, run);
    expect(stored).toContain('summary_suggestion');
    clock.advance(11 * MINUTE);
    expect(await sweep()).toBe(1);
    expect(await runState(t, run)).toEqual({ status: 'failed', events: [...stored, 'error'] });
    // leaving a stream before `done` is no way to polish again for free
    const again = await t.json<{ message: string }>(
      `/api/resume/polish-stream?resumeId=${me.resumeId}&jobDescriptionId=${me.jobDescriptionId}`,
      { headers: auth(me.token) },
    );
    expect(again.status).toBe(402);
    expect(again.body.message).toBe(
      'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.',
    );
  });

  it('ends a run whose instance crashed before it stored anything, and leaves finished and moving runs alone', async () => {
    const me = await freePolisher();
    // the run was stored and its instance died before the stream sent a thing
    const [user] = await sql<{ id: string }>(t, 'select id from users where email_normalized = ?', [
      me.email.toLowerCase(),
    ]);
    const opened = await inContext(() =>
      t.application.resolve(POLISHING.OpenPolish).execute({
        userId: user!.id,
        resumeId: me.resumeId,
        jobDescriptionId: me.jobDescriptionId,
      }),
    );
    const other = await signUp(t);
    await markVerified(t, other.email);
    const query = {
      resumeId: await uploadText(t, other.token, 'resume', POLISH_RESUME),
      jobDescriptionId: await uploadText(t, other.token, 'job', POLISH_JOB),
    };
    const done = await readPolishStream(t, other.token, query);
    const doneRun = done.events[0]!.id!.split(':')[0]!;

    // a run that moves on is not abandoned, however long ago it started
    const moving = await readPolishStream(t, other.token, query, {
      stopAfter: (e) => e.event === 'parsing_complete',
    });
    const movingRun = moving.events[0]!.id!.split(':')[0]!;
    await settled(t, movingRun);
    clock.advance(8 * MINUTE);
    await readPolishStream(t, other.token, query, {
      lastEventId: moving.events.at(-1)!.id,
      stopAfter: (e) => e.event === 'summary_suggestion',
    });
    await settled(t, movingRun);
    clock.advance(3 * MINUTE);
    expect(await sweep()).toBe(1);
    expect(await runState(t, opened.run.id)).toEqual({ status: 'failed', events: ['error'] });
    expect((await runState(t, doneRun)).status).toBe('done');
    expect((await runState(t, movingRun)).status).toBe('running');
    expect((await readPolishStream(t, me.token, me)).events.at(-1)!.event).toBe('done');
  });

  it('runs every five minutes, one sweep at a time across instances', async () => {
    const [queue] = await sql<{ policy: string }>(t, 'select policy from pgboss.queue where name = ?', [
      'polishing.sweep-abandoned',
    ]);
    expect(queue?.policy).toBe('singleton');
    const [schedule] = await sql<{ cron: string }>(t, 'select cron from pgboss.schedule where name = ?', [
      'polishing.sweep-abandoned',
    ]);
    expect(schedule?.cron).toBe('*/5 * * * *');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/support/accounts.ts';
import { endTrial, markVerified, uploadText } from '../../../../test/support/documents.ts';
import {
  expectedOrder,
  POLISH_JOB,
  POLISH_RESUME,
  POLISH_RESUME_ROLES,
  readPolishStream,
} from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createApplication } from '../../../application.ts';
import { moduleEntities } from '../../../composition-root.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { createLogger } from '../../../shared/logging/logger.ts';
import { openDatabase, type Orm } from '../../../shared/persistence/database.ts';

/**
 * A load balancer may send the reconnect of a polish stream to another instance: the run's
 * progress is in the database, so the other instance goes on from the last event the client saw.
 * On PostgreSQL the second instance has its own pool; the embedded database takes one process, so
 * there the two share its connection and everything else is their own.
 */
// the race for the allowance needs more concurrent streams than the per-person cap lets through
const MANY_STREAMS = { POLISH_STREAMS_PER_PERSON: '50' };

describe('a polish stream resumed on another app instance', () => {
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  let a: TestApp;
  let b: Pick<TestApp, 'request'> & { close(): Promise<void> };
  let secondOrm: Orm | undefined;

  beforeAll(async () => {
    a = await createTestApp(MANY_STREAMS, { clock });
    const url = a.database.url;
    secondOrm = url
      ? await openDatabase({ url, embeddedDir: 'unused', entities: moduleEntities() })
      : undefined;
    const application = await createApplication(a.config, createLogger('silent'), {
      orm: secondOrm ?? a.database.orm,
      databaseUrl: url,
      migrate: false,
      serveWeb: false,
      clock,
    });
    b = { request: async (p, init) => application.app.request(p, init), close: () => application.close() };
  });
  afterAll(async () => {
    await b?.close();
    await secondOrm?.close();
    await a?.close();
  });

  it('sends the rest of the run from the other instance, each step once', async () => {
    const me = await signUp(a);
    await markVerified(a, me.email);
    const query = {
      resumeId: await uploadText(a, me.token, 'resume', POLISH_RESUME),
      jobDescriptionId: await uploadText(a, me.token, 'job', POLISH_JOB),
    };
    const first = await readPolishStream(a, me.token, query, {
      stopAfter: (e) => e.event === 'summary_suggestion',
    });
    const last = first.events.at(-1)!;
    const rest = await readPolishStream(b, me.token, query, { lastEventId: last.id });
    expect(rest.status).toBe(200);
    const all = [...first.events, ...rest.events];
    expect(all.map((e) => e.event)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(rest.events.every((e) => e.id!.startsWith(last.id!.split(':')[0]!))).toBe(true);

    const stored = await a.database.orm.em
      .fork()
      .getConnection()
      .execute<{ event: string }[]>(
        'select e.event from polish_run_events e join polish_runs r on r.id = e.run_id where r.user_id = (select id from users where email_normalized = ?) order by e.seq',
        [me.email.toLowerCase()],
      );
    expect(stored.map((r: { event: string }) => r.event)).toEqual(expectedOrder(POLISH_RESUME_ROLES));
  });

  it('gives a Free account its one polish once across both instances, however many streams open at once', async () => {
    const me = await signUp(a);
    await markVerified(a, me.email);
    const query = {
      resumeId: await uploadText(a, me.token, 'resume', POLISH_RESUME),
      jobDescriptionId: await uploadText(a, me.token, 'job', POLISH_JOB),
    };
    await endTrial(a, me.email);
    const streams = await Promise.all(
      Array.from({ length: 20 }, (_, i) => readPolishStream(i % 2 ? b : a, me.token, query)),
    );
    const done = streams.filter((s) => s.status === 200 && s.events.at(-1)?.event === 'done');
    const refused = streams.filter((s) => s.status === 402);
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.json).toMatchObject({
        error: 'UPGRADE_REQUIRED',
        message: 'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.',
      });
  });
});

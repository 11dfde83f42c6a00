import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../src/application.ts';
import { moduleEntities } from '../src/composition-root.ts';
import { IDENTITY } from '../src/modules/identity/index.ts';
import { FixedClock } from '../src/shared/kernel/clock.ts';
import { createLogger } from '../src/shared/logging/logger.ts';
import { openDatabase, type Orm } from '../src/shared/persistence/database.ts';
import { cookieFrom, jsonRequest, signUp, someAddress, uniqueEmail } from './support/accounts.ts';
import { userIdOf } from './support/notifications.ts';
import { openStream } from './support/open-stream.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Two app instances on one database, as a deployment behind a load balancer runs them. On
 * PostgreSQL each has its own connection pool; the embedded database takes one process only, so
 * there the two share its connection and everything else (container, job workers, caches) is their
 * own.
 */
describe('two app instances on one database', () => {
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  let a: TestApp;
  let b: TestApp;
  let secondOrm: Orm | undefined;

  beforeAll(async () => {
    a = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'false' }, { clock });
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
    const request = async (p: string, init?: RequestInit) => application.app.request(p, init);
    b = {
      ...a,
      application,
      request,
      json: async <T>(p: string, init?: RequestInit) => {
        const res = await request(p, init);
        const text = await res.text();
        return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
      },
      close: () => application.close(),
    };
  });
  afterAll(async () => {
    await b?.close();
    await secondOrm?.close();
    await a?.close();
  });

  it('runs each job once: every sign-up mail, sent from either instance, reaches the outbox once', async () => {
    const emails = Array.from({ length: 10 }, () => uniqueEmail('twin'));
    await Promise.all(emails.map((email, i) => signUp(i % 2 === 0 ? a : b, { email })));
    await Promise.all([a.application.jobs.settled(), b.application.jobs.settled()]);
    const rows: { to_address: string; n: number }[] = await a.database.orm.em
      .fork()
      .getConnection()
      .execute(
        "select to_address, count(*)::int as n from outbox_mails where to_address like 'twin.%' group by to_address",
        [],
      );
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('holds a rate limit across both: sign-ins from one address count on either instance', async () => {
    const address = someAddress();
    let last: Response | undefined;
    for (let i = 0; i < 51; i++) {
      last = await (i % 2 === 0 ? a : b).request(
        '/api/auth/login',
        jsonRequest('POST', { email: uniqueEmail(), password: 'Wr0ng!pass' }, { 'x-forwarded-for': address }),
      );
    }
    expect(last?.status).toBe(429);
    // the refusal stands on the other instance too
    const other = await a.request(
      '/api/auth/login',
      jsonRequest('POST', { email: uniqueEmail(), password: 'Wr0ng!pass' }, { 'x-forwarded-for': address }),
    );
    expect(other.status).toBe(429);
  });

  it('refuses on one instance, as reused, a refresh token rotated on the other', async () => {
    const me = await signUp(a);
    const rotated = await a.request('/api/auth/refresh_token', {
      method: 'POST',
      headers: { cookie: me.cookie },
    });
    expect(rotated.status).toBe(200);
    const current = cookieFrom(rotated);
    clock.advance(60_000);
    const replay = await b.request('/api/auth/refresh_token', {
      method: 'POST',
      headers: { cookie: me.cookie },
    });
    expect(replay.status).toBe(401);
    // the replay ended the whole family, on both instances
    const afterReplay = await a.request('/api/auth/refresh_token', {
      method: 'POST',
      headers: { cookie: current },
    });
    expect(afterReplay.status).toBe(401);
  });

  it('ends a notification stream open on one instance when the other suspends its person', async () => {
    const me = await signUp(a);
    const stream = await openStream(b, '/api/user/notifications/stream', me.token);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'unread');
    const userId = await userIdOf(a, me.email);
    await RequestContext.create(a.database.orm.em, () =>
      a.application.resolve(IDENTITY.SuspendAccount).execute(userId, true),
    );
    // b learns it from the database alone, by its check of every second; left alone the stream would
    // run for a minute and end without a reason, so ending within this wait, with the reason, is
    // b's check at work on a machine of any speed
    await stream.ended(20_000);
    expect(stream.events.at(-1)).toMatchObject({ event: 'signed_out', data: { reason: 'suspended' } });
  });
});

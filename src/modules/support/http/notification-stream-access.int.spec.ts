import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { notify, userIdOf } from '../../../../test/support/notifications.ts';
import { type OpenStream, openStream } from '../../../../test/support/open-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { IDENTITY } from '../../identity/index.ts';
import { NOTIFICATION_STREAMS_PER_PERSON } from '../domain/notification-stream.ts';

interface Person extends SignedIn {
  id: string;
}

const SUSPENDED = 'Your account has been suspended. Please contact support.';
/**
 * How long a test waits for a stream to end. The stream checks the account every second (the access
 * watch's own spec proves that with a fake clock); left alone it ends only after a minute, so a
 * stream that ends within this wait, with the reason as its last event, was ended by the access
 * check, on a machine of any speed.
 */
const ENDS_WITHIN_MS = 20_000;

/**
 * An open notification stream belongs to a signed-in person: it ends soon after their access does
 * (suspension, sign-out, a password change), sends nothing after that, and one person holds only a
 * few at a time.
 */
describe('who may keep a notification stream open', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function person(): Promise<Person> {
    const me = await signUp(t);
    return { ...me, id: await userIdOf(t, me.email) };
  }
  const open = (me: SignedIn) => openStream(t, '/api/user/notifications/stream', me.token);
  /** The stream, open and past its opening count. */
  async function listening(me: SignedIn): Promise<OpenStream> {
    const stream = await open(me);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'unread');
    return stream;
  }
  const suspend = (userId: string) =>
    RequestContext.create(t.database.orm.em, () =>
      t.application.resolve(IDENTITY.SuspendAccount).execute(userId, true),
    );

  it('ends the stream of a suspended person, says why, and sends nothing after', async () => {
    const me = await person();
    const stream = await listening(me);
    await suspend(me.id);
    // news created right after the suspension must not reach the stream
    await notify(t, me.id, { title: 'After the suspension' });
    await stream.ended(ENDS_WITHIN_MS);
    expect(stream.events.some((e) => e.event === 'notification')).toBe(false);
    expect(stream.events.at(-1)).toMatchObject({
      event: 'signed_out',
      data: { reason: 'suspended', message: SUSPENDED },
    });
  });

  it('ends the stream when the person signs out', async () => {
    const me = await person();
    const stream = await listening(me);
    const out = await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { ...auth(me.token), cookie: me.cookie },
    });
    expect(out.status).toBe(204);
    await stream.ended(ENDS_WITHIN_MS);
    expect(stream.events.at(-1)).toMatchObject({ event: 'signed_out', data: { reason: 'signed_out' } });
  });

  it('ends the stream on a password change; the browser that changed it refreshes and listens again', async () => {
    const me = await person();
    const stream = await listening(me);
    const changed = await t.request(
      '/api/user/change-password',
      jsonRequest('POST', { currentPassword: GOOD_PASSWORD, newPassword: 'N3w!password' }, auth(me.token)),
    );
    expect(changed.status).toBe(200);
    await stream.ended(ENDS_WITHIN_MS);
    expect(stream.events.at(-1)?.event).toBe('signed_out');

    const renewed = await t.json<{ token: string }>('/api/auth/refresh_token', {
      method: 'POST',
      headers: { cookie: me.cookie },
    });
    expect(renewed.status).toBe(200);
    const again = await listening({ ...me, token: renewed.body.token });
    await again.close();
  });

  it(`holds ${NOTIFICATION_STREAMS_PER_PERSON} open streams per person; one more answers 429 with Retry-After until one closes`, async () => {
    const me = await person();
    const other = await person();
    const streams: OpenStream[] = [];
    for (let i = 0; i < NOTIFICATION_STREAMS_PER_PERSON; i++) streams.push(await listening(me));

    const refused = await open(me);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // someone else is not held back by it
    streams.push(await listening(other));

    // closing streams gives their places back: no place is lost with a tab that went away
    await streams[0]!.close();
    await streams[1]!.close();
    const reopen = async () => {
      const stream = await open(me);
      if (stream.status === 200) streams.push(stream);
      return stream.status;
    };
    await expect.poll(reopen, { timeout: 10_000 }).toBe(200);
    await expect.poll(reopen, { timeout: 10_000 }).toBe(200);
    expect((await open(me)).status).toBe(429);
    for (const stream of streams) await stream.close();
  });

  it('gives the place of a stream back when the server ends it, as it does after a suspension', async () => {
    const me = await person();
    const streams: OpenStream[] = [];
    for (let i = 0; i < NOTIFICATION_STREAMS_PER_PERSON; i++) streams.push(await listening(me));
    await t.request('/api/auth/logout', { method: 'POST', headers: auth(me.token) });
    await Promise.all(streams.map((s) => s.ended(ENDS_WITHIN_MS)));
    const signedInAgain = await t.json<{ token: string }>(
      '/api/auth/login',
      jsonRequest('POST', { email: me.email, password: GOOD_PASSWORD }, { 'x-forwarded-for': '10.9.9.9' }),
    );
    const fresh: OpenStream[] = [];
    for (let i = 0; i < NOTIFICATION_STREAMS_PER_PERSON; i++)
      fresh.push(await listening({ ...me, token: signedInAgain.body.token }));
    for (const stream of fresh) await stream.close();
  });
});

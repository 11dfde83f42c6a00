import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  jsonRequest,
  latestMail,
  signUp,
  someAddress,
  uniqueEmail,
} from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';

/** Limits that slow an attacker down without letting a stranger lock the owner out. */
describe('abuse limits over HTTP', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A sign-in from a fresh client address each time, as a botnet would send it. */
  const signInFromAnywhere = (email: string, password: string) =>
    t.request(
      '/api/auth/login',
      jsonRequest('POST', { email, password }, { 'x-forwarded-for': someAddress() }),
    );

  const resetFrom = (email: string, address: string) =>
    t.json<{ message: string }>(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email }, { 'x-forwarded-for': address }),
    );

  // mail is delivered by background jobs: count once every queued mail has gone out
  const mailsTo = async (email: string) => {
    await t.application.jobs.settled();
    return (await t.json<unknown[]>(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=100`)).body
      .length;
  };

  describe('sign-in per account', () => {
    it('slows guesses spread over many addresses, with a growing Retry-After capped at a minute', async () => {
      const me = await signUp(t);
      for (let i = 0; i < 5; i++) expect((await signInFromAnywhere(me.email, 'Wr0ng!pass')).status).toBe(401);
      const waits: string[] = [];
      for (let i = 0; i < 9; i++) {
        const refused = await signInFromAnywhere(me.email, 'Wr0ng!pass');
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
        const wait = refused.headers.get('retry-after') ?? '';
        waits.push(wait);
        clock.advance(Number(wait) * 1000);
        expect((await signInFromAnywhere(me.email, 'Wr0ng!pass')).status).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60', '60']);
    });

    it('lets the owner in after the wait, and a success starts the count over', async () => {
      const me = await signUp(t);
      for (let i = 0; i < 5; i++) await signInFromAnywhere(me.email, 'Wr0ng!pass');
      expect((await signInFromAnywhere(me.email, GOOD_PASSWORD)).status).toBe(429);
      clock.advance(1000);
      expect((await signInFromAnywhere(me.email, GOOD_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signInFromAnywhere(me.email, 'Wr0ng!pass')).status).toBe(401);
    });

    it('lets the owner in at once after a password reset', async () => {
      const me = await signUp(t);
      for (let i = 0; i < 12; i++) {
        await signInFromAnywhere(me.email, 'Wr0ng!pass');
        clock.advance(1000);
      }
      expect((await signInFromAnywhere(me.email, GOOD_PASSWORD)).status).toBe(429);
      await resetFrom(me.email, someAddress());
      const token = new URL((await latestMail(t, me.email)).link).searchParams.get('token');
      await t.request('/api/auth/reset-password', jsonRequest('POST', { token, password: 'N3w!password' }));
      expect((await signInFromAnywhere(me.email, 'N3w!password')).status).toBe(200);
    });
  });

  describe('every 429 says when to come back', () => {
    it('on too many sign-ups from one address', async () => {
      const address = someAddress();
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 11; i++) {
        last = await t.request(
          '/api/auth/signup',
          jsonRequest(
            'POST',
            { name: 'A B', email: uniqueEmail(), password: GOOD_PASSWORD },
            { 'x-forwarded-for': address },
          ),
        );
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(last?.headers.get('retry-after')).toBe('3600');
    });

    it('on too many sign-ins from one address', async () => {
      const address = someAddress();
      let last: Response | undefined;
      for (let i = 0; i < 51; i++) {
        last = await t.request(
          '/api/auth/login',
          jsonRequest(
            'POST',
            { email: uniqueEmail(), password: 'Wr0ng!pass' },
            { 'x-forwarded-for': address },
          ),
        );
      }
      expect(last?.status).toBe(429);
      expect(last?.headers.get('retry-after')).toBe('900');
    });

    it('on a verification mail asked for again within the minute', async () => {
      const me = await signUp(t);
      await t.request('/api/auth/resend-verification', { method: 'POST', headers: auth(me.token) });
      clock.advance(20_000);
      const again = await t.request('/api/auth/resend-verification', {
        method: 'POST',
        headers: auth(me.token),
      });
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBe('40');
    });

    it('on too many reset requests from one address', async () => {
      const address = someAddress();
      let last: { status: number; headers: Headers } | undefined;
      for (let i = 0; i < 21; i++) last = await resetFrom(uniqueEmail(), address);
      expect(last?.status).toBe(429);
      expect(last?.headers.get('retry-after')).toBe('3600');
    });
  });

  describe('password reset', () => {
    it('cannot be denied to the owner by a stranger asking for it over and over', async () => {
      const me = await signUp(t);
      const neutral = (await resetFrom(uniqueEmail(), someAddress())).body;
      for (let i = 0; i < 10; i++) {
        expect(await resetFrom(me.email, someAddress())).toMatchObject({ status: 200, body: neutral });
      }
      // the first mail is delivered (and stamped) before the minute passes, so the newest is the owner's
      await t.application.jobs.settled();
      clock.advance(61_000);
      const own = await resetFrom(me.email, someAddress());
      expect(own).toMatchObject({ status: 200, body: neutral });
      const token = new URL((await latestMail(t, me.email)).link).searchParams.get('token');
      const reset = await t.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token, password: 'N3w!password' }),
      );
      expect(reset.status).toBe(200);
    });

    it('mails an account at most once a minute, and the newest mail holds a working link', async () => {
      const me = await signUp(t);
      const before = await mailsTo(me.email);
      await resetFrom(me.email, someAddress());
      const sent = await latestMail(t, me.email);
      clock.advance(30_000);
      expect((await resetFrom(me.email, someAddress())).status).toBe(200);
      expect(await mailsTo(me.email)).toBe(before + 1);
      const token = new URL(sent.link).searchParams.get('token');
      const reset = await t.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token, password: 'N3w!password' }),
      );
      expect(reset.status).toBe(200);
    });
  });
});

import { createHmac } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  jsonRequest,
  latestMail,
  promote,
  type SignedIn,
  signIn,
  signUp,
} from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { IDENTITY } from '../tokens.ts';

const EXPIRED = 'Your session has expired. Please sign in again.';

/** Revocation (docs/architecture.md section 4): earlier access tokens end on their next request. */
describe('ending access tokens', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const run = <T>(work: () => Promise<T>) => RequestContext.create(t.database.orm.em, work);
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const profile = (token: string) =>
    t.json<{ error?: string; message?: string }>('/api/user/profile', { headers: auth(token) });
  const refresh = (cookie: string) =>
    t.json<{ token: string }>('/api/auth/refresh_token', { method: 'POST', headers: { cookie } });

  /** One account signed in on two browsers. */
  async function twoDevices(): Promise<[SignedIn, SignedIn]> {
    const laptop = await signUp(t);
    return [laptop, await signIn(t, laptop.email)];
  }

  it('ends every access token of the account on sign-out; other browsers refresh quietly', async () => {
    const [laptop, phone] = await twoDevices();
    const out = await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { ...auth(laptop.token), cookie: laptop.cookie },
    });
    expect(out.status).toBe(204);
    expect(await profile(laptop.token)).toMatchObject({
      status: 401,
      body: { error: 'UNAUTHENTICATED', message: EXPIRED },
    });
    expect((await profile(phone.token)).status).toBe(401);
    expect((await refresh(laptop.cookie)).status).toBe(401);
    const renewed = await refresh(phone.cookie);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.token)).status).toBe(200);
  });

  it('ends the access token on sign-out even when the browser no longer has its cookie', async () => {
    const me = await signUp(t);
    await t.request('/api/auth/logout', { method: 'POST', headers: auth(me.token) });
    expect((await profile(me.token)).status).toBe(401);
  });

  it('keeps the browser that changed the password signed in through one quiet refresh, and only it', async () => {
    const [laptop, phone] = await twoDevices();
    // as a browser sends it: the refresh cookie belongs to /api/auth, so it does not come along
    const changed = await t.json(
      '/api/user/change-password',
      jsonRequest(
        'POST',
        { currentPassword: GOOD_PASSWORD, newPassword: 'N3w!password' },
        auth(laptop.token),
      ),
    );
    expect(changed.status).toBe(200);
    expect((await profile(laptop.token)).status).toBe(401);
    const renewed = await refresh(laptop.cookie);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.token)).status).toBe(200);
    expect((await profile(phone.token)).status).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);
  });

  it('ends every access token on a password reset', async () => {
    const me = await signUp(t);
    await t.request('/api/auth/request-password-reset', jsonRequest('POST', { email: me.email }));
    const token = new URL((await latestMail(t, me.email)).link).searchParams.get('token');
    const reset = await t.request(
      '/api/auth/reset-password',
      jsonRequest('POST', { token, password: 'N3w!password' }),
    );
    expect(reset.status).toBe(200);
    expect((await profile(me.token)).status).toBe(401);
  });

  it('ends every access token on suspension, says why, and lifting it does not revive them', async () => {
    const me = await signUp(t);
    const userId = await idOf(me.email);
    const suspend = t.application.resolve(IDENTITY.SuspendAccount);
    await run(() => suspend.execute(userId, true));
    const write = await t.json<{ message: string }>(
      '/api/user/tours/complete',
      jsonRequest('POST', { tour_key: 'post_interview_tour' }, auth(me.token)),
    );
    expect(write).toMatchObject({
      status: 401,
      body: { message: 'Your account has been suspended. Please contact support.' },
    });
    expect((await refresh(me.cookie)).status).toBe(401);
    await run(() => suspend.execute(userId, false));
    expect((await profile(me.token)).status).toBe(401);
    expect((await profile((await signIn(t, me.email)).token)).status).toBe(200);
  });

  it('refuses a suspended account whatever its token says', async () => {
    const me = await signUp(t);
    await t.database.orm.em
      .fork()
      .getConnection()
      .execute(`update users set status = 'suspended' where email_normalized = ?`, [me.email]);
    expect((await profile(me.token)).status).toBe(401);
  });

  it('ends the access tokens of an account whose role changes', async () => {
    const staff = await signUp(t);
    await promote(t, staff.email, 'admin');
    const asAdmin = await signIn(t, staff.email);
    expect((await t.json('/api/admin/users', { headers: auth(asAdmin.token) })).status).not.toBe(403);
    const provision = t.application.resolve(IDENTITY.ProvisionAccounts);
    await run(() => provision.grantRole(staff.email, 'user'));
    expect((await t.json('/api/admin/users', { headers: auth(asAdmin.token) })).status).toBe(401);
  });

  it('reads the role from the account, not from the token', async () => {
    const staff = await signUp(t);
    await promote(t, staff.email, 'admin');
    const asAdmin = await signIn(t, staff.email);
    // a change that bypassed revocation still takes the rights away on the next request
    await t.database.orm.em
      .fork()
      .getConnection()
      .execute(`update users set role = 'user' where email_normalized = ?`, [staff.email]);
    expect((await t.json('/api/admin/users', { headers: auth(asAdmin.token) })).status).toBe(403);
  });

  it('keeps a deleted admin out of the staff area', async () => {
    // the last active admin keeps the account: another admin stays
    await promote(t, (await signUp(t)).email, 'admin');
    const staff = await signUp(t);
    await promote(t, staff.email, 'admin');
    const asAdmin = await signIn(t, staff.email);
    expect(
      (
        await t.request(
          '/api/user/account',
          jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(asAdmin.token)),
        )
      ).status,
    ).toBe(204);
    expect((await t.json('/api/admin/users', { headers: auth(asAdmin.token) })).status).toBe(401);
  });

  it('answers 401, not a server error, for a correctly signed token whose subject is not a UUID', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const token = signedWithTestSecret({
      sub: 'not-a-uuid',
      role: 'admin',
      ver: 0,
      sid: '0b7d3c52-9a41-4e0f-8c6b-2d5e7f9a1b3c',
      iat: now,
      exp: now + 600,
    });
    expect(await profile(token)).toMatchObject({ status: 401, body: { error: 'UNAUTHENTICATED' } });
    expect((await t.json('/api/admin/users', { headers: auth(token) })).status).toBe(401);
  });

  function signedWithTestSecret(payload: Record<string, unknown>): string {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const signature = createHmac('sha256', t.config.JWT_SECRET ?? '')
      .update(`${header}.${body}`)
      .digest('base64url');
    return `${header}.${body}.${signature}`;
  }

  async function idOf(email: string): Promise<string> {
    const rows = (await t.database.orm.em
      .fork()
      .getConnection()
      .execute('select id from users where email_normalized = ?', [email.toLowerCase()])) as { id: string }[];
    return rows[0]?.id ?? '';
  }
});

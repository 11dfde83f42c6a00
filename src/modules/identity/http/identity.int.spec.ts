import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import {
  cookieFrom,
  GOOD_PASSWORD,
  jsonRequest,
  latestMail,
  promote,
  signIn,
  signUp,
  uniqueEmail,
} from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { CONTRACT_PATH } from '../../../application.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { IDENTITY } from '../tokens.ts';

describe('identity over HTTP', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('sign-up', () => {
    it('creates an account on the Pro trial, signs it in and mails a verification link', async () => {
      const me = await signUp(t, { name: 'Grace Hopper' });
      expect(me.cookie).toMatch(/^refresh_token=.{20,}/);
      const { status, body } = await t.json<{
        user: Record<string, unknown>;
        subscription: Record<string, unknown>;
      }>('/api/user/profile', { headers: auth(me.token) });
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        name: 'Grace Hopper',
        email: me.email,
        role: 'user',
        auth_provider: 'email',
        email_verified: false,
        used_polish_feature: false,
        completedTours: [],
        trial_ends_at: '2026-11-29T09:00:00.000Z',
      });
      expect(body.subscription).toEqual({
        planName: 'Pro',
        status: 'trialing',
        current_period_end: '2026-11-29T09:00:00.000Z',
        cancel_at_period_end: false,
      });
      const mail = await latestMail(t, me.email);
      expect(mail.subject).toBe('Confirm your e-mail address');
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    });

    it('refuses a weak password with the first rule it breaks, in the spec words', async () => {
      const { status, body } = await t.json<{ error: string; message: string }>(
        '/api/auth/signup',
        jsonRequest('POST', { name: 'A B', email: uniqueEmail(), password: 'abcdefgh' }),
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'Password must include at least one uppercase letter.',
      });
    });

    it('refuses an e-mail that is already registered, whatever its case', async () => {
      const me = await signUp(t);
      const { status, body } = await t.json<{ error: string }>(
        '/api/auth/signup',
        jsonRequest('POST', { name: 'Other', email: me.email.toUpperCase(), password: GOOD_PASSWORD }),
      );
      expect(status).toBe(409);
      expect(body.error).toBe('CONFLICT');
    });
  });

  describe('sign-in', () => {
    it('answers an unknown e-mail and a wrong password the same way', async () => {
      const me = await signUp(t);
      const wrong = await t.json(
        '/api/auth/login',
        jsonRequest('POST', { email: me.email, password: 'Wr0ng!pass' }),
      );
      const unknown = await t.json(
        '/api/auth/login',
        jsonRequest('POST', { email: uniqueEmail(), password: 'Wr0ng!pass' }),
      );
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect({ ...(wrong.body as object), requestId: '' }).toEqual({
        ...(unknown.body as object),
        requestId: '',
      });
    });

    it('gives a session cookie without Remember me and a persistent one with it', async () => {
      const me = await signUp(t);
      const plain = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email: me.email, password: GOOD_PASSWORD }),
      );
      const remembered = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email: me.email, password: GOOD_PASSWORD, rememberMe: true }),
      );
      const plainCookie = plain.headers.getSetCookie().join(';');
      const rememberedCookie = remembered.headers.getSetCookie().join(';');
      expect(plainCookie).toMatch(/HttpOnly/);
      expect(plainCookie).toMatch(/Path=\/api\/auth/);
      expect(plainCookie).toMatch(/SameSite=Lax/);
      expect(plainCookie).not.toMatch(/Expires=/);
      expect(rememberedCookie).toMatch(/Expires=/);
    });

    it('refuses a suspended account with a clear message once the password is right', async () => {
      const me = await signUp(t);
      await t.database.orm.em
        .fork()
        .getConnection()
        .execute(`update users set status = 'suspended' where email_normalized = ?`, [me.email]);
      const { status, body } = await t.json<{ error: string; message: string }>(
        '/api/auth/login',
        jsonRequest('POST', { email: me.email, password: GOOD_PASSWORD }),
      );
      expect(status).toBe(403);
      expect(body.message).toContain('suspended');
    });

    it('slows down repeated failures on one account with 429 and says how long to wait', async () => {
      const email = uniqueEmail('target');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await t.request('/api/auth/login', jsonRequest('POST', { email, password: 'Wr0ng!pass' }))).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const slowed = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email, password: 'Wr0ng!pass' }),
      );
      expect(slowed.status).toBe(429);
      expect(slowed.headers.get('retry-after')).toBe('1');
    });
  });

  describe('sessions', () => {
    it('rotates the refresh token on every use', async () => {
      const me = await signUp(t);
      const first = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: me.cookie },
      });
      expect(first.status).toBe(200);
      const rotated = cookieFrom(first);
      expect(rotated).not.toBe(me.cookie);
      const { token } = (await first.json()) as { token: string };
      expect((await t.request('/api/user/profile', { headers: auth(token) })).status).toBe(200);
      const second = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: rotated },
      });
      expect(second.status).toBe(200);
    });

    it('revokes the whole family when a spent refresh token comes back', async () => {
      const me = await signUp(t);
      const first = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: me.cookie },
      });
      const current = cookieFrom(first);
      clock.advance(60_000);
      const replay = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: me.cookie },
      });
      expect(replay.status).toBe(401);
      const victim = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: current },
      });
      expect(victim.status).toBe(401);
    });

    it('lets a second tab refresh with the just-rotated token without ending the session', async () => {
      const me = await signUp(t);
      const first = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: me.cookie },
      });
      const twin = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: me.cookie },
      });
      expect(twin.status).toBe(200);
      const next = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: cookieFrom(first) },
      });
      expect(next.status).toBe(200);
    });

    it('ends the session on sign-out', async () => {
      const me = await signUp(t);
      const out = await t.request('/api/auth/logout', { method: 'POST', headers: { cookie: me.cookie } });
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie().join(';')).toMatch(/refresh_token=;/);
      const after = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: me.cookie },
      });
      expect(after.status).toBe(401);
    });

    it('refuses an expired access token, a forged one and one naming another algorithm', async () => {
      const me = await signUp(t);
      const [header, payload] = me.token.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      for (const token of [none, forged]) {
        expect((await t.request('/api/user/profile', { headers: auth(token) })).status).toBe(401);
      }
      clock.advance(16 * 60_000);
      expect((await t.request('/api/user/profile', { headers: auth(me.token) })).status).toBe(401);
    });
  });

  describe('e-mail verification', () => {
    it('verifies the address once through the mailed link', async () => {
      const me = await signUp(t);
      const { link } = await latestMail(t, me.email);
      const path = new URL(link).pathname + new URL(link).search;
      const first = await t.request(path);
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe('/email-verification-success');
      const profile = await t.json<{ user: { email_verified: boolean } }>('/api/user/profile', {
        headers: auth(me.token),
      });
      expect(profile.body.user.email_verified).toBe(true);
      const again = await t.request(path);
      expect(again.headers.get('location')).toBe('/email-verification-failed');
    });

    it('resends a link at most once a minute, and not to a verified address', async () => {
      const me = await signUp(t);
      const first = await t.json<{ message: string }>('/api/auth/resend-verification', {
        method: 'POST',
        headers: auth(me.token),
      });
      expect(first).toMatchObject({
        status: 200,
        body: { message: 'A new verification link has been sent.' },
      });
      const second = await t.json('/api/auth/resend-verification', {
        method: 'POST',
        headers: auth(me.token),
      });
      expect(second.status).toBe(429);
      const { link } = await latestMail(t, me.email);
      await t.request(new URL(link).pathname + new URL(link).search);
      clock.advance(61_000);
      const verified = await t.json('/api/auth/resend-verification', {
        method: 'POST',
        headers: auth(me.token),
      });
      expect(verified.status).toBe(409);
    });
  });

  describe('password reset', () => {
    it('answers the same for a known and an unknown e-mail', async () => {
      const me = await signUp(t);
      const known = await t.json(
        '/api/auth/request-password-reset',
        jsonRequest('POST', { email: me.email }),
      );
      const unknown = await t.json(
        '/api/auth/request-password-reset',
        jsonRequest('POST', { email: uniqueEmail() }),
      );
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
    });

    it('resets once with the mailed token, ends every session, and the new password works', async () => {
      const me = await signUp(t);
      await t.request('/api/auth/request-password-reset', jsonRequest('POST', { email: me.email }));
      const { link, subject } = await latestMail(t, me.email);
      expect(subject).toBe('Reset your password');
      const token = new URL(link).searchParams.get('token');
      const reset = await t.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token, password: 'N3w!password' }),
      );
      expect(reset.status).toBe(200);
      expect(
        (await t.request('/api/auth/refresh_token', { method: 'POST', headers: { cookie: me.cookie } }))
          .status,
      ).toBe(401);
      await signIn(t, me.email, 'N3w!password');
      const reuse = await t.json<{ error: string }>(
        '/api/auth/reset-password',
        jsonRequest('POST', { token, password: 'An0ther!pass' }),
      );
      expect(reuse.status).toBe(400);
    });

    it('lets a reset link expire after 15 minutes, and only the newest link works', async () => {
      const me = await signUp(t);
      await t.request('/api/auth/request-password-reset', jsonRequest('POST', { email: me.email }));
      const older = new URL((await latestMail(t, me.email)).link).searchParams.get('token');
      clock.advance(61_000);
      await t.request('/api/auth/request-password-reset', jsonRequest('POST', { email: me.email }));
      const newer = new URL((await latestMail(t, me.email)).link).searchParams.get('token');
      const stale = await t.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token: older, password: 'N3w!password' }),
      );
      expect(stale.status).toBe(400);
      clock.advance(15 * 60_000 + 1000);
      const late = await t.request(
        '/api/auth/reset-password',
        jsonRequest('POST', { token: newer, password: 'N3w!password' }),
      );
      expect(late.status).toBe(400);
    });
  });

  describe('profile and account', () => {
    it('changes only the editable fields', async () => {
      const me = await signUp(t);
      const { status, body } = await t.json<{ user: Record<string, unknown> }>(
        '/api/user/profile',
        jsonRequest(
          'PUT',
          {
            name: 'Ada King',
            job_title: 'Engineer',
            industry: 'Technology',
            experience: '3-5 years',
            gender: 'Female',
          },
          auth(me.token),
        ),
      );
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        name: 'Ada King',
        job_title: 'Engineer',
        industry: 'Technology',
        experience: '3-5 years',
        gender: 'Female',
        role: 'user',
        email: me.email,
      });
      const bad = await t.json(
        '/api/user/profile',
        jsonRequest('PUT', { industry: 'Astrology' }, auth(me.token)),
      );
      expect(bad.status).toBe(400);
      // fields that are not the profile's are refused by name, and nothing changes
      for (const [field, value] of [
        ['role', 'admin'],
        ['email', 'x@y.z'],
      ] as const) {
        const refused = await t.json<{ details: { path: string[] }[] }>(
          '/api/user/profile',
          jsonRequest('PUT', { name: 'Mallory', [field]: value }, auth(me.token)),
        );
        expect(refused).toMatchObject({ status: 400, body: { details: [{ path: [field] }] } });
      }
      const after = await t.json<{ user: Record<string, unknown> }>('/api/user/profile', {
        headers: auth(me.token),
      });
      expect(after.body.user).toMatchObject({ name: 'Ada King', role: 'user', email: me.email });
    });

    it('reads the account once for the profile: the row authentication has just checked', async () => {
      const me = await signUp(t);
      const users = t.application.resolve(IDENTITY.Users);
      const findAccount = vi.spyOn(users, 'findAccount');
      const findById = vi.spyOn(users, 'findById');
      try {
        const profile = await t.json<{ user: { email: string } }>('/api/user/profile', {
          headers: auth(me.token),
        });
        expect(profile).toMatchObject({ status: 200, body: { user: { email: me.email } } });
        expect(findAccount).toHaveBeenCalledTimes(1);
        expect(findById).not.toHaveBeenCalled();
      } finally {
        findAccount.mockRestore();
        findById.mockRestore();
      }
    });

    it('authenticates with the stored account as it is, without reading its credentials', async () => {
      const me = await signUp(t);
      await t.json('/api/user/profile', jsonRequest('PUT', { job_title: 'Nurse' }, auth(me.token)));
      const users = t.application.resolve(IDENTITY.Users);
      const [full, view] = await RequestContext.create(t.database.orm.em, async () => {
        const found = await users.findByEmail(me.email.toLowerCase());
        return [found, found && (await users.findAccount(found.id))] as const;
      });
      expect(full?.passwordHash).toEqual(expect.any(String));
      const notRead = ['passwordHash', 'googleSubject', 'emailNormalized', 'lastLoginAt', 'updatedAt'];
      const shown = Object.fromEntries(Object.entries(full ?? {}).filter(([key]) => !notRead.includes(key)));
      expect(view).toEqual(shown);
      expect(view).toMatchObject({ jobTitle: 'Nurse', trialEndsAt: expect.any(Date) });
      expect(
        await RequestContext.create(t.database.orm.em, () => users.findAccount(randomUUID())),
      ).toBeNull();
    });

    it('changes the password only with the current one and keeps this session', async () => {
      const me = await signUp(t);
      const wrong = await t.json<{ message: string }>(
        '/api/user/change-password',
        jsonRequest('POST', { currentPassword: 'nope', newPassword: 'N3w!password' }, auth(me.token)),
      );
      expect(wrong.status).toBe(400);
      const short = await t.json<{ message: string }>(
        '/api/user/change-password',
        jsonRequest('POST', { currentPassword: GOOD_PASSWORD, newPassword: 'Sh0rt!' }, auth(me.token)),
      );
      expect(short.body.message).toBe('New password must be at least 8 characters long.');
      const ok = await t.json<{ message: string }>(
        '/api/user/change-password',
        jsonRequest('POST', { currentPassword: GOOD_PASSWORD, newPassword: 'N3w!password' }, auth(me.token)),
      );
      expect(ok.body.message).toBe('Password updated successfully!');
      expect(
        (await t.request('/api/auth/refresh_token', { method: 'POST', headers: { cookie: me.cookie } }))
          .status,
      ).toBe(200);
      await signIn(t, me.email, 'N3w!password');
    });

    it('completes one tour, then all of them', async () => {
      const me = await signUp(t);
      const one = await t.json(
        '/api/user/tours/complete',
        jsonRequest('POST', { tour_key: 'post_interview_tour' }, auth(me.token)),
      );
      expect(one.body).toEqual({ completedTours: ['post_interview_tour'] });
      const all = await t.json<{ completedTours: string[] }>('/api/user/tours/complete-all', {
        method: 'POST',
        headers: auth(me.token),
      });
      expect(all.body.completedTours).toHaveLength(4);
    });

    it('deletes the account and everything it owns', async () => {
      const me = await signUp(t);
      expect(
        (
          await t.request(
            '/api/user/account',
            jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
          )
        ).status,
      ).toBe(204);
      expect((await t.request('/api/user/profile', { headers: auth(me.token) })).status).toBe(401);
      expect(
        (await t.request('/api/auth/refresh_token', { method: 'POST', headers: { cookie: me.cookie } }))
          .status,
      ).toBe(401);
      const login = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email: me.email, password: GOOD_PASSWORD }),
      );
      expect(login.status).toBe(401);
    });
  });

  describe('access', () => {
    it('needs a token for every private operation and staff for the admin area', async () => {
      expect((await t.json('/api/user/profile')).status).toBe(401);
      const user = await signUp(t);
      const asUser = await t.json<{ error: string }>('/api/admin/users', { headers: auth(user.token) });
      expect(asUser).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
      const staff = await signUp(t);
      await promote(t, staff.email, 'support');
      const again = await signIn(t, staff.email);
      expect((await t.json('/api/admin/users', { headers: auth(again.token) })).status).not.toBe(403);
    });

    it('keeps every staff operation of the contract away from regular users and anonymous callers', async () => {
      const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const user = await signUp(t);
      const checked: string[] = [];
      for (const [path, item] of Object.entries(contract.paths).filter(([p]) =>
        p.startsWith('/api/admin/'),
      )) {
        for (const method of ['get', 'post', 'put', 'delete'].filter((m) => item[m])) {
          const url = path.replace(/\{[^}]+\}/g, '6f1c2b1e-3d4a-4b5c-8d9e-0a1b2c3d4e5f');
          const asUser = await t.request(url, { method: method.toUpperCase(), headers: auth(user.token) });
          const anonymous = await t.request(url, { method: method.toUpperCase() });
          expect([method, path, asUser.status, anonymous.status]).toEqual([method, path, 403, 401]);
          checked.push(`${method} ${path}`);
        }
      }
      expect(checked.length).toBeGreaterThanOrEqual(15);
    });

    it('keeps every user to their own profile: the token decides, not the request', async () => {
      const a = await signUp(t, { name: 'Alice A' });
      const b = await signUp(t, { name: 'Bob B' });
      const asA = await t.json<{ user: { email: string } }>('/api/user/profile', { headers: auth(a.token) });
      const asB = await t.json<{ user: { email: string } }>('/api/user/profile', { headers: auth(b.token) });
      expect(asA.body.user.email).toBe(a.email);
      expect(asB.body.user.email).toBe(b.email);
      await t.request(
        '/api/user/profile',
        jsonRequest('PUT', { name: 'Changed By B', id: 'x' }, auth(b.token)),
      );
      const aAfter = await t.json<{ user: { name: string } }>('/api/user/profile', {
        headers: auth(a.token),
      });
      expect(aAfter.body.user.name).toBe('Alice A');
    });

    it('sends the browser back to /login when Google sign-in is not configured', async () => {
      const res = await t.request('/api/auth/google');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?error=google_unavailable');
    });
  });
});

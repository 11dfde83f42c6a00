import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, GOOD_PASSWORD, jsonRequest, signIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { GOOGLE_TOKEN_URL } from '../adapters/google-oauth-identity.ts';

const CLIENT_ID = 'coach-test.apps.googleusercontent.com';

type Envelope = {
  error: string;
  message: string;
  details?: { path: string[]; code: string }[];
};

/** DELETE /api/user/account with the confirmation the person typed. */
function deleteAccount(t: TestApp, token: string, confirmation?: Record<string, string>) {
  return t.json<Envelope>('/api/user/account', jsonRequest('DELETE', confirmation, auth(token)));
}

describe('deleting one’s own account asks for a confirmation (DELETE /api/user/account)', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'secret' }, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const profileStatus = async (token: string) =>
    (await t.request('/api/user/profile', { headers: auth(token) })).status;

  it('deletes an account with a password only with that password', async () => {
    const me = await signUp(t);
    const missing = await deleteAccount(t, me.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('VALIDATION_FAILED');
    const empty = await deleteAccount(t, me.token, { password: '' });
    expect(empty.body.details).toEqual([expect.objectContaining({ path: ['password'], code: 'required' })]);

    const wrong = await deleteAccount(t, me.token, { password: 'Wr0ng!pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'Password is incorrect.',
      details: [{ path: ['password'], code: 'incorrect' }],
    });
    // the e-mail is not enough for an account with a password
    expect((await deleteAccount(t, me.token, { confirmEmail: me.email })).status).toBe(400);
    // nothing was deleted: the session and the password still work
    expect(await profileStatus(me.token)).toBe(200);
    await signIn(t, me.email);

    const done = await deleteAccount(t, me.token, { password: GOOD_PASSWORD });
    expect(done.status).toBe(204);
    expect(await profileStatus(me.token)).toBe(401);
    const login = await t.request(
      '/api/auth/login',
      jsonRequest('POST', { email: me.email, password: GOOD_PASSWORD }),
    );
    expect(login.status).toBe(401);
  });

  it('slows wrong passwords like sign-in, and the right one after the wait deletes', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 5; i++) {
      expect((await deleteAccount(t, me.token, { password: `guess-${i}` })).status).toBe(400);
    }
    const waiting = await t.request(
      '/api/user/account',
      jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
    );
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(((await waiting.json()) as Envelope).error).toBe('RATE_LIMITED');
    expect(await profileStatus(me.token)).toBe(200);

    clock.advance(1000);
    expect((await deleteAccount(t, me.token, { password: GOOD_PASSWORD })).status).toBe(204);
  });

  it('deletes a Google account once its e-mail is typed again', async () => {
    const email = `g.${Math.random().toString(36).slice(2)}@gmail.com`;
    const token = await signInWithGoogle(t, clock, email);
    const withPassword = await deleteAccount(t, token, { password: GOOD_PASSWORD });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.details).toEqual([
      expect.objectContaining({ path: ['confirmEmail'], code: 'mismatch' }),
    ]);
    expect((await deleteAccount(t, token, { confirmEmail: 'someone.else@gmail.com' })).status).toBe(400);
    expect(await profileStatus(token)).toBe(200);

    expect((await deleteAccount(t, token, { confirmEmail: ` ${email.toUpperCase()} ` })).status).toBe(204);
    expect(await profileStatus(token)).toBe(401);
  });
});

/** A new account made by signing in with Google (its token endpoint answered by msw); its access token. */
async function signInWithGoogle(t: TestApp, clock: FixedClock, email: string): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  const claims = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-${Math.random().toString(36).slice(2)}`,
    email,
    email_verified: true,
    name: 'Gia Google',
    iat: now,
    exp: now + 3600,
  };
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  mswServer.use(
    http.post(GOOGLE_TOKEN_URL, () =>
      HttpResponse.json({
        access_token: 'ya29.token',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
        id_token: `${part({ alg: 'RS256', kid: 'k1' })}.${part(claims)}.signature`,
      }),
    ),
  );
  const started = await t.request('/api/auth/google');
  const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const res = await t.request(
    '/api/auth/google/callback',
    jsonRequest('POST', { code: 'good-code', state }, { cookie: cookieFrom(started, 'oauth_state') }),
  );
  if (res.status !== 200) throw new Error(`Google sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

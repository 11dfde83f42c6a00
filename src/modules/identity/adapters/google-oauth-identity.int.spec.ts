import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, jsonRequest, signUp } from '../../../../test/support/accounts.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { GOOGLE_TOKEN_URL } from './google-oauth-identity.ts';

const CLIENT_ID = 'coach-test.apps.googleusercontent.com';

function idToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'k1' })}.${part(claims)}.signature`;
}

function googleAnswers(claims: Record<string, unknown>) {
  mswServer.use(
    http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('code') !== 'good-code' || form.get('client_id') !== CLIENT_ID) {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      return HttpResponse.json({
        access_token: 'ya29.token',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
        id_token: idToken(claims),
      });
    }),
  );
}

describe('Google sign-in', () => {
  let t: TestApp;
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (over: Record<string, unknown> = {}) => ({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-${Math.random().toString(36).slice(2)}`,
    email: `g.${Math.random().toString(36).slice(2)}@gmail.com`,
    email_verified: true,
    name: 'Gia Google',
    iat: now(),
    exp: now() + 3600,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'secret' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function start(): Promise<{ state: string; cookie: string }> {
    const res = await t.request('/api/auth/google');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    return { state: location.searchParams.get('state') ?? '', cookie: cookieFrom(res, 'oauth_state') };
  }

  it('creates a verified Google account and signs it in', async () => {
    const who = claims();
    googleAnswers(who);
    const { state, cookie } = await start();
    const res = await t.request(
      '/api/auth/google/callback',
      jsonRequest('POST', { code: 'good-code', state }, { cookie }),
    );
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const profile = await t.json<{ user: Record<string, unknown> }>('/api/user/profile', {
      headers: { 'x-auth-token': token },
    });
    expect(profile.body.user).toMatchObject({
      email: who.email,
      auth_provider: 'google',
      email_verified: true,
      name: 'Gia Google',
    });
  });

  it('links an existing e-mail account instead of creating a second one', async () => {
    const me = await signUp(t);
    googleAnswers(claims({ email: me.email }));
    const { state, cookie } = await start();
    const res = await t.request(
      '/api/auth/google/callback',
      jsonRequest('POST', { code: 'good-code', state }, { cookie }),
    );
    const { token } = (await res.json()) as { token: string };
    const profile = await t.json<{ user: Record<string, unknown> }>('/api/user/profile', {
      headers: { 'x-auth-token': token },
    });
    expect(profile.body.user).toMatchObject({
      email: me.email,
      auth_provider: 'email',
      email_verified: true,
    });
  });

  it('refuses a callback whose state does not match the one we set', async () => {
    googleAnswers(claims());
    const { cookie } = await start();
    const res = await t.json<{ error: string }>(
      '/api/auth/google/callback',
      jsonRequest('POST', { code: 'good-code', state: 'forged' }, { cookie }),
    );
    expect(res.status).toBe(400);
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['an expired ID token', { exp: Math.floor(Date.now() / 1000) - 10 }],
    ['another issuer', { iss: 'https://evil.example.com' }],
  ])('refuses %s', async (_what, over) => {
    googleAnswers(claims(over));
    const { state, cookie } = await start();
    const res = await t.request(
      '/api/auth/google/callback',
      jsonRequest('POST', { code: 'good-code', state }, { cookie }),
    );
    expect(res.status).toBe(401);
  });

  it('refuses an unverified Google e-mail and a bad code', async () => {
    googleAnswers(claims({ email_verified: false }));
    let s = await start();
    expect(
      (
        await t.request(
          '/api/auth/google/callback',
          jsonRequest('POST', { code: 'good-code', state: s.state }, { cookie: s.cookie }),
        )
      ).status,
    ).toBe(401);
    s = await start();
    expect(
      (
        await t.request(
          '/api/auth/google/callback',
          jsonRequest('POST', { code: 'bad-code', state: s.state }, { cookie: s.cookie }),
        )
      ).status,
    ).toBe(401);
  });

  it('answers 503 when Google is down', async () => {
    mswServer.use(
      http.post(GOOGLE_TOKEN_URL, () => HttpResponse.json({ error: 'backend' }, { status: 503 })),
    );
    const { state, cookie } = await start();
    const res = await t.json<{ error: string }>(
      '/api/auth/google/callback',
      jsonRequest('POST', { code: 'good-code', state }, { cookie }),
    );
    expect(res).toMatchObject({ status: 503, body: { error: 'PROVIDER_UNAVAILABLE' } });
  });
});

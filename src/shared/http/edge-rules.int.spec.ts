import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  GOOD_PASSWORD,
  jsonRequest,
  someAddress,
  uniqueEmail,
} from '../../../test/support/accounts.ts';
import { auth } from '../../../test/support/documents.ts';
import { answer, type Candidate, candidate, startSession } from '../../../test/support/interviews.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { components } from '../../../openapi/types.ts';

const NUL = '\u0000';

type Envelope = components['schemas']['ErrorEnvelope'];

describe('rules every endpoint shares at the edge', () => {
  let t: TestApp;
  let me: Candidate;
  beforeAll(async () => {
    t = await createTestApp();
    me = await candidate(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const profile = async () =>
    (
      await t.json<{ user: { name: string; job_title: string | null } }>('/api/user/profile', {
        headers: auth(me.token),
      })
    ).body.user;

  describe('NUL characters', () => {
    it('refuses them in profile fields with 400 VALIDATION_FAILED and changes nothing', async () => {
      const before = await profile();
      for (const body of [{ name: `Ada${NUL}` }, { job_title: `Engineer${NUL}` }]) {
        const res = await t.json<Envelope>('/api/user/profile', jsonRequest('PUT', body, auth(me.token)));
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('VALIDATION_FAILED');
        expect(res.body.details?.[0]?.path).toEqual(Object.keys(body));
      }
      expect(await profile()).toEqual(before);
    });

    it('refuses them in a sign-up name and creates no account', async () => {
      const email = uniqueEmail('nul');
      const res = await t.json<Envelope>(
        '/api/auth/signup',
        jsonRequest(
          'POST',
          { name: `Eve${NUL}`, email, password: GOOD_PASSWORD },
          { 'x-forwarded-for': someAddress() },
        ),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
      const login = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email, password: GOOD_PASSWORD }, { 'x-forwarded-for': someAddress() }),
      );
      expect(login.status).toBe(401);
    });

    it('refuses them in an answer, in nested keys and in a history search', async () => {
      const started = await startSession(t, me);
      const { sessionId, nextQuestion } = started.body;
      const questionId = nextQuestion.questionId ?? '';
      const withNul = await answer(t, me.token, sessionId, questionId, `I led the team${NUL} well.`);
      expect(withNul.status).toBe(400);
      expect(withNul.body.error).toBe('VALIDATION_FAILED');

      const nestedKey = await t.json<Envelope>(
        '/api/user/profile',
        jsonRequest('PUT', { name: 'Ada', [`x${NUL}`]: 1 }, auth(me.token)),
      );
      expect(nestedKey.status).toBe(400);

      const inPath = await t.json<Envelope>('/api/user/profile%00', { headers: auth(me.token) });
      expect(inPath.status).toBe(400);
      expect(inPath.body.error).toBe('VALIDATION_FAILED');

      const search = await t.json<Envelope>('/api/user/history?search=a%00b', { headers: auth(me.token) });
      expect(search.status).toBe(400);
      expect(search.body.error).toBe('VALIDATION_FAILED');

      // the same question still takes a real answer: nothing was stored
      expect((await answer(t, me.token, sessionId, questionId)).status).toBe(200);
    });

    it('leaves an escaped backslash followed by u0000 alone: that is text, not a NUL', async () => {
      const res = await t.json('/api/user/profile', {
        method: 'PUT',
        headers: { ...auth(me.token), 'content-type': 'application/json' },
        body: '{"job_title":"C dev \\\\u0000"}',
      });
      expect(res.status).toBe(200);
      expect((await profile()).job_title).toBe('C dev \\u0000');
    });
  });

  describe('request bodies', () => {
    it('refuses a profile update sent as text/plain instead of ignoring it', async () => {
      const before = await profile();
      const res = await t.json<Envelope>('/api/user/profile', {
        method: 'PUT',
        headers: { ...auth(me.token), 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'Mallory' }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'Send the request body as application/json.',
      });
      expect(await profile()).toEqual(before);
    });

    it('refuses a whitespace-only answer with the interview page message and stores nothing', async () => {
      const started = await startSession(t, me);
      const { sessionId, nextQuestion } = started.body;
      const questionId = nextQuestion.questionId ?? '';
      for (const blank of [' ', '\n\t  \n', '\u00a0\u200b']) {
        const res = await answer(t, me.token, sessionId, questionId, blank);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION_FAILED',
          message: 'Please provide an answer before submitting.',
        });
      }
      const next = await answer(t, me.token, sessionId, questionId);
      expect(next.status).toBe(200);
      expect(next.body.nextQuestion.questionId).not.toBe(questionId);
    });
  });

  describe('caching and headers', () => {
    it('sends no-store on every answer that carries a token or personal data', async () => {
      const email = uniqueEmail('cache');
      const ip = { 'x-forwarded-for': someAddress() };
      const signup = await t.request(
        '/api/auth/signup',
        jsonRequest('POST', { name: 'Cache Test', email, password: GOOD_PASSWORD }, ip),
      );
      const login = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email, password: GOOD_PASSWORD }, ip),
      );
      const { token } = (await login.clone().json()) as { token: string };
      const refresh = await t.request('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: cookieFrom(login) },
      });
      const answers = [
        signup,
        login,
        refresh,
        await t.request('/api/user/profile', { headers: auth(token) }),
        await t.request('/api/user/profile', jsonRequest('PUT', { job_title: 'Chef' }, auth(token))),
        await t.request('/api/user/documents', { headers: auth(token) }),
        await t.request('/api/user/history', { headers: auth(token) }),
        await t.request('/api/user/dashboard-stats', { headers: auth(token) }),
        await t.request('/api/user/profile'),
      ];
      expect(answers.map((r) => r.status)).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 401]);
      for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses framing both ways and sends no HSTS over plain http', async () => {
      const res = await t.request('/api/health');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });

    it('sends HSTS when the public address is https', async () => {
      const secure = await createTestApp({ PUBLIC_URL: 'https://coach.example.com' });
      try {
        const res = await secure.request('/api/health');
        expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      } finally {
        await secure.close();
      }
    });
  });

  describe('the development mailbox', () => {
    const fromPeer = (path: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.application.app.request(path, { headers }, { incoming: { socket: { remoteAddress } } });

    it('answers requests from this machine', async () => {
      expect((await fromPeer('/api/dev/mailbox', '127.0.0.1')).status).toBe(200);
      expect((await fromPeer('/api/dev/mailbox', '::1')).status).toBe(200);
      expect((await fromPeer('/api/dev/mailbox', '::ffff:127.0.0.1')).status).toBe(200);
    });

    it('is not there for another machine or for anything a proxy relayed', async () => {
      for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4', 'fe80::1']) {
        expect((await fromPeer('/api/dev/mailbox', address)).status).toBe(404);
        expect((await fromPeer('/dev/mailbox', address)).status).toBe(404);
      }
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const res = await fromPeer('/api/dev/mailbox', '127.0.0.1', { [header]: '203.0.113.7' });
        expect(res.status).toBe(404);
      }
    });

    it('is never there in production, even from this machine', async () => {
      const production = await createTestApp({
        NODE_ENV: 'production',
        MAIL_OUTBOX_IN_PRODUCTION: 'true',
      });
      try {
        expect((await production.request('/api/dev/mailbox')).status).toBe(404);
        expect((await production.request('/dev/mailbox')).status).toBe(404);
      } finally {
        await production.close();
      }
    });
  });
});

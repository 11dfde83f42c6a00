import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  cookieFrom,
  GOOD_PASSWORD,
  jsonRequest,
  someAddress,
  uniqueEmail,
} from '../../../test/support/accounts.ts';
import { auth } from '../../../test/support/documents.ts';
import { CONTRACT_PATH } from '../../application.ts';
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

  describe('fields a body may carry', () => {
    type Op = { operationId: string; requestBody?: { content: Record<string, unknown> } };
    const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
      paths: Record<string, Record<string, Op>>;
    };
    // every operation with a body whose fields the contract closes: all but Stripe's webhook
    const closed = Object.entries(contract.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody && op.operationId !== 'handleStripeWebhook')
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          id: op.operationId,
          types: Object.keys(op.requestBody?.content ?? {}),
        })),
    );

    it('refuses an unknown field on every operation, naming it, whatever the operation', async () => {
      expect(closed.length).toBeGreaterThan(40);
      const refusedWith = new Map<string, unknown>();
      for (const op of closed) {
        const type = op.types[0] ?? '';
        const init: RequestInit = { method: op.method, headers: { ...auth(me.token) } };
        if (type === 'multipart/form-data') {
          const form = new FormData();
          form.set('sneaky', 'yes');
          init.body = form;
        } else if (type === 'application/x-www-form-urlencoded') {
          init.body = new URLSearchParams({ sneaky: 'yes' });
        } else {
          init.body = JSON.stringify({ sneaky: 'yes' });
          (init.headers as Record<string, string>)['content-type'] = type;
        }
        const res = await t.json<Envelope>(op.path, init);
        refusedWith.set(`${op.id} ${res.status}`, res.body.details?.[0]?.path);
        expect({
          op: op.id,
          status: res.status,
          error: res.body.error,
          path: res.body.details?.[0]?.path,
        }).toEqual({
          op: op.id,
          status: 400,
          error: 'VALIDATION_FAILED',
          path: ['sneaky'],
        });
      }
    });

    it('refuses a role slipped into a sign-up and creates no account', async () => {
      const email = uniqueEmail('role');
      const res = await t.json<Envelope>(
        '/api/auth/signup',
        jsonRequest(
          'POST',
          { name: 'Eve Admin', email, password: GOOD_PASSWORD, role: 'admin' },
          { 'x-forwarded-for': someAddress() },
        ),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'role: This field is not accepted here.',
        details: [{ path: ['role'], code: 'unrecognized_keys' }],
      });
      const login = await t.request(
        '/api/auth/login',
        jsonRequest('POST', { email, password: GOOD_PASSWORD }),
      );
      expect(login.status).toBe(401);
    });

    it('refuses an unknown field inside a nested object and changes nothing', async () => {
      const before = await profile();
      const res = await t.json<Envelope>(
        '/api/user/profile',
        jsonRequest('PUT', { name: 'Mallory', plan: 'Premium' }, auth(me.token)),
      );
      expect(res.status).toBe(400);
      expect(res.body.details?.[0]?.path).toEqual(['plan']);
      expect(await profile()).toEqual(before);

      const nested = await t.json<Envelope>(
        '/api/admin/settings',
        jsonRequest('PUT', { freePlanLimits: { interviewSessions: 3, unlimited: true } }, auth(me.token)),
      );
      expect(nested.status).toBe(400);
      expect(nested.body.details?.[0]?.path).toEqual(['freePlanLimits', 'unlimited']);
    });
  });

  describe('form bodies that cannot be read', () => {
    const uploads = ['/api/upload/resume', '/api/upload/job', '/api/interview/submit-audio-answer'];
    it('answers 400 for a multipart body without a boundary or without parts', async () => {
      for (const path of uploads) {
        for (const [contentType, body] of [
          ['multipart/form-data', '--x--\r\n'],
          ['multipart/form-data; boundary=xyz', '--xyz--\r\n'],
          ['multipart/form-data; boundary=xyz', 'not a form at all'],
        ] as const) {
          const res = await t.json<Envelope>(path, {
            method: 'POST',
            headers: { ...auth(me.token), 'content-type': contentType },
            body,
          });
          expect({ path, contentType, body, status: res.status }).toEqual({
            path,
            contentType,
            body,
            status: 400,
          });
          expect(res.body.error).toBe('VALIDATION_FAILED');
        }
      }
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

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { JwtAccessTokens } from './jwt-access-tokens.ts';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456789';
const TTL = 900;
const USER = '6f1c2b1e-3d4a-4b5c-8d9e-0a1b2c3d4e5f';
const SESSION = '0b7d3c52-9a41-4e0f-8c6b-2d5e7f9a1b3c';

/** A token signed with our secret whose payload we choose, as a holder of the secret could. */
function signed(payload: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

describe('JwtAccessTokens', () => {
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  const tokens = new JwtAccessTokens(SECRET, TTL, clock);
  const now = Math.floor(clock.now().getTime() / 1000);
  const valid = { sub: USER, role: 'user', ver: 3, sid: SESSION, iat: now, exp: now + TTL };

  it('gives back the claims it issued', async () => {
    const token = await tokens.issue({ userId: USER, role: 'admin', tokenVersion: 3, sessionId: SESSION });
    expect(await tokens.verify(token)).toEqual({
      userId: USER,
      role: 'admin',
      tokenVersion: 3,
      sessionId: SESSION,
    });
    expect(await tokens.verify(signed(valid))).not.toBeNull();
  });

  it('refuses a correctly signed token whose subject or session is not a UUID', async () => {
    for (const sub of ['admin', `${USER}' or 1=1`, 42, null]) {
      expect(await tokens.verify(signed({ ...valid, sub }))).toBeNull();
    }
    expect(await tokens.verify(signed({ ...valid, sid: 'x' }))).toBeNull();
    expect(await tokens.verify(signed({ ...valid, sid: undefined }))).toBeNull();
  });

  it('refuses a token without a whole, non-negative token version', async () => {
    for (const ver of [undefined, -1, 1.5, '3']) {
      expect(await tokens.verify(signed({ ...valid, ver }))).toBeNull();
    }
  });

  it('refuses a token issued in the future, beyond a small clock skew', async () => {
    expect(await tokens.verify(signed({ ...valid, iat: now + 10 }))).not.toBeNull();
    expect(await tokens.verify(signed({ ...valid, iat: now + 3600, exp: now + 3600 + TTL }))).toBeNull();
  });

  it('refuses a token that lives longer than the configured lifetime, or is older than it', async () => {
    expect(await tokens.verify(signed({ ...valid, exp: now + 30 * 86_400 }))).toBeNull();
    expect(await tokens.verify(signed({ ...valid, iat: undefined }))).toBeNull();
    const old = { ...valid, iat: now - 365 * 86_400, exp: now + 60 };
    expect(await tokens.verify(signed(old))).toBeNull();
    const expired = { ...valid, iat: now - TTL, exp: now };
    expect(await tokens.verify(signed(expired))).toBeNull();
  });

  it('refuses a payload that is not an object', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from('null').toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
    expect(await tokens.verify(`${header}.${body}.${signature}`)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/make-token';
import { decodeTokenPayload, getTokenRole, getTokenStatus } from './auth-token';

describe('auth token', () => {
  it('decodes the payload, including non-ASCII claims', () => {
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Zoë', role: 'admin' }))),
    );
    const token = `header.${payload.replace(/=+$/, '')}.signature`;
    expect(decodeTokenPayload(token)).toEqual({ name: 'Zoë', role: 'admin' });
  });

  it('rejects malformed tokens without throwing', () => {
    for (const token of ['', 'abc', 'a.b', 'a.!!!.c', `a.${btoa('"just a string"')}.c`, 'a.b.c.d']) {
      expect(decodeTokenPayload(token)).toBeNull();
    }
    expect(getTokenStatus('not-a-jwt')).toBe('invalid');
  });

  it('tells valid, expired and missing tokens apart', () => {
    const now = Date.now();
    expect(getTokenStatus(null)).toBe('missing');
    expect(getTokenStatus(makeToken({ exp: Math.floor(now / 1000) + 60 }), now)).toBe('valid');
    expect(getTokenStatus(makeToken({ exp: Math.floor(now / 1000) - 1 }), now)).toBe('expired');
  });

  it('reads only the product roles from the role claim', () => {
    expect(getTokenRole(makeToken({ role: 'support' }))).toBe('support');
    expect(getTokenRole(makeToken({ role: 'superuser' }))).toBeNull();
    expect(getTokenRole(makeToken({ role: undefined }))).toBeNull();
    expect(getTokenRole(null)).toBeNull();
  });
});

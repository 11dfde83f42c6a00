import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { ROLES, type Role } from '../domain/user.ts';
import type { AccessClaims, AccessTokens } from '../ports/access-tokens.ts';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Several server instances never agree on the time to the second. */
const CLOCK_SKEW_SECONDS = 30;

interface Payload {
  sub?: unknown;
  role?: unknown;
  ver?: unknown;
  sid?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/**
 * HS256 JSON Web Tokens with our clock deciding expiry. Only the exact header we issue is
 * accepted, so a token naming another algorithm (or none) is refused before any signature check.
 * Past the signature nothing in the payload is trusted: a subject that is not a UUID, a token
 * issued in the future or living longer than the configured lifetime is refused, so a leaked
 * secret or a past configuration cannot mint tokens that outlive today's rules.
 */
export class JwtAccessTokens implements AccessTokens {
  // imported once: every authenticated request verifies a signature with it
  readonly #secret: KeyObject;
  readonly #ttlSeconds: number;
  readonly #clock: Clock;

  constructor(secret: string, ttlSeconds: number, clock: Clock) {
    if (Buffer.byteLength(secret) < 32) throw new Error('the access token secret needs at least 256 bits');
    this.#secret = createSecretKey(Buffer.from(secret));
    this.#ttlSeconds = ttlSeconds;
    this.#clock = clock;
  }

  async issue(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.#clock.now().getTime() / 1000);
    const payload = Buffer.from(
      JSON.stringify({
        sub: claims.userId,
        role: claims.role,
        ver: claims.tokenVersion,
        sid: claims.sessionId,
        iat,
        exp: iat + this.#ttlSeconds,
      }),
    ).toString('base64url');
    return `${HEADER}.${payload}.${this.#sign(`${HEADER}.${payload}`)}`;
  }

  async verify(token: string): Promise<AccessClaims | null> {
    const [header, payload, signature, ...rest] = token.split('.');
    if (header !== HEADER || !payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.#sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: Payload;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof claims !== 'object' || claims === null || !this.#inLifetime(claims)) return null;
    const { sub, role, ver, sid } = claims;
    if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid)) return null;
    if (!ROLES.includes(role as Role) || !Number.isSafeInteger(ver) || (ver as number) < 0) return null;
    return { userId: sub, role: role as Role, tokenVersion: ver as number, sessionId: sid };
  }

  #inLifetime({ iat, exp }: Payload): boolean {
    if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return false;
    const issued = iat as number;
    const expires = exp as number;
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    // together these also keep a token from being used longer than the lifetime after its issue
    return issued <= now + CLOCK_SKEW_SECONDS && expires > now && expires - issued <= this.#ttlSeconds;
  }

  #sign(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }
}

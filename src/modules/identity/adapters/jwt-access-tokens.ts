import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { ROLES, type Role } from '../domain/user.ts';
import type { AccessClaims, AccessTokens } from '../ports/access-tokens.ts';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * HS256 JSON Web Tokens with our clock deciding expiry. Only the exact header we issue is
 * accepted, so a token naming another algorithm (or none) is refused before any signature check.
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
      JSON.stringify({ sub: claims.userId, role: claims.role, iat, exp: iat + this.#ttlSeconds }),
    ).toString('base64url');
    return `${HEADER}.${payload}.${this.#sign(`${HEADER}.${payload}`)}`;
  }

  async verify(token: string): Promise<AccessClaims | null> {
    const [header, payload, signature, ...rest] = token.split('.');
    if (header !== HEADER || !payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.#sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: { sub?: unknown; role?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (typeof claims.sub !== 'string' || !ROLES.includes(claims.role as Role)) return null;
    return { userId: claims.sub, role: claims.role as Role };
  }

  #sign(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }
}

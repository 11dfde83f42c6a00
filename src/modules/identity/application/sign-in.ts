import {
  AccountSuspendedError,
  InvalidCredentialsError,
  RateLimitedError,
} from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { normalizeEmail } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type Session, SessionIssuer } from './session-issuer.ts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
  clientIp: string;
}

/**
 * E-mail and password sign-in. An unknown e-mail and a wrong password give the same answer after
 * the same hashing effort; a suspended account learns so only with the right password. Failed
 * attempts on one account slow down its next ones (see RATE_LIMITS), a success starts over.
 */
export class SignIn {
  readonly #d: IdentityDeps;
  readonly #sessions: SessionIssuer;

  constructor(deps: IdentityDeps) {
    this.#d = deps;
    this.#sessions = new SessionIssuer(deps);
  }

  async execute(input: SignInInput): Promise<Session> {
    const { users, hasher, rateLimiter, clock } = this.#d;
    const now = clock.now();
    const email = normalizeEmail(input.email);
    const fromAddress = await rateLimiter.hit(RATE_LIMITS.signInPerAddress(input.clientIp), now);
    if (!fromAddress.allowed) throw tooMany(fromAddress.retryAfterSeconds);
    // per account whatever the address, so guesses spread over many addresses are slowed too
    const perAccount = RATE_LIMITS.signInPerAccount(email);
    const onAccount = await rateLimiter.attempt(perAccount, now);
    if (!onAccount.allowed) throw tooMany(onAccount.retryAfterSeconds);

    const user = await users.findByEmail(email);
    if (!user?.passwordHash) {
      await hasher.verifyDummy(input.password);
      throw new InvalidCredentialsError();
    }
    if (!(await hasher.verify(user.passwordHash, input.password))) throw new InvalidCredentialsError();
    await rateLimiter.clear(perAccount);
    if (user.status === 'suspended') throw new AccountSuspendedError();
    await users.save({ ...user, lastLoginAt: now, updatedAt: now });
    return this.#sessions.start(user, input.rememberMe);
  }
}

function tooMany(retryAfterSeconds: number): RateLimitedError {
  const wait = retryAfterSeconds === 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return new RateLimitedError(
    `Too many sign-in attempts. Please wait ${wait} and try again.`,
    retryAfterSeconds,
  );
}

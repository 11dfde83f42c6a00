import type { Clock } from '../../../shared/kernel/clock.ts';
import {
  AccountSuspendedError,
  InvalidCredentialsError,
  RateLimitedError,
} from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { normalizeEmail } from '../domain/user.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { Session, SessionIssuer } from './session-issuer.ts';

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
  readonly #users: UserRepository;
  readonly #hasher: PasswordHasher;
  readonly #rateLimiter: RateLimiter;
  readonly #sessions: SessionIssuer;
  readonly #clock: Clock;
  constructor(
    users: UserRepository,
    hasher: PasswordHasher,
    rateLimiter: RateLimiter,
    sessions: SessionIssuer,
    clock: Clock,
  ) {
    this.#users = users;
    this.#hasher = hasher;
    this.#rateLimiter = rateLimiter;
    this.#sessions = sessions;
    this.#clock = clock;
  }

  async execute(input: SignInInput): Promise<Session> {
    const now = this.#clock.now();
    const email = normalizeEmail(input.email);
    const fromAddress = await this.#rateLimiter.hit(RATE_LIMITS.signInPerAddress(input.clientIp), now);
    if (!fromAddress.allowed) throw tooMany(fromAddress.retryAfterSeconds);
    // per account whatever the address, so guesses spread over many addresses are slowed too
    const perAccount = RATE_LIMITS.signInPerAccount(email);
    const onAccount = await this.#rateLimiter.attempt(perAccount, now);
    if (!onAccount.allowed) throw tooMany(onAccount.retryAfterSeconds);

    const user = await this.#users.findByEmail(email);
    if (!user?.passwordHash) {
      await this.#hasher.verifyDummy(input.password);
      throw new InvalidCredentialsError();
    }
    if (!(await this.#hasher.verify(user.passwordHash, input.password))) throw new InvalidCredentialsError();
    await this.#rateLimiter.clear(perAccount);
    if (user.status === 'suspended') throw new AccountSuspendedError();
    await this.#users.save({ ...user, lastLoginAt: now, updatedAt: now });
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

import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
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
 * Successes and refused credentials go to the activity log (with the e-mail tried, never the
 * password).
 */
export class SignIn {
  readonly #users: UserRepository;
  readonly #hasher: PasswordHasher;
  readonly #rateLimiter: RateLimiter;
  readonly #sessions: SessionIssuer;
  readonly #clock: Clock;
  readonly #activity: ActivityRecorder;
  constructor(
    users: UserRepository,
    hasher: PasswordHasher,
    rateLimiter: RateLimiter,
    sessions: SessionIssuer,
    clock: Clock,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#users = users;
    this.#hasher = hasher;
    this.#rateLimiter = rateLimiter;
    this.#sessions = sessions;
    this.#clock = clock;
    this.#activity = activity;
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
      await this.#failed(user?.id ?? null, email, 'invalid_credentials');
      throw new InvalidCredentialsError();
    }
    if (!(await this.#hasher.verify(user.passwordHash, input.password))) {
      await this.#failed(user.id, email, 'invalid_credentials');
      throw new InvalidCredentialsError();
    }
    await this.#rateLimiter.clear(perAccount);
    if (user.status === 'suspended') {
      await this.#failed(user.id, email, 'suspended');
      throw new AccountSuspendedError();
    }
    await this.#users.save({ ...user, lastLoginAt: now, updatedAt: now });
    const session = await this.#sessions.start(user, input.rememberMe);
    await this.#activity.record({ userId: user.id, event: 'login', metadata: { method: 'password' } });
    return session;
  }

  #failed(userId: string | null, email: string, reason: string): Promise<void> {
    return this.#activity.record({ userId, event: 'login.failed', metadata: { email, reason } });
  }
}

function tooMany(retryAfterSeconds: number): RateLimitedError {
  const wait = retryAfterSeconds === 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return new RateLimitedError(
    `Too many sign-in attempts. Please wait ${wait} and try again.`,
    retryAfterSeconds,
  );
}

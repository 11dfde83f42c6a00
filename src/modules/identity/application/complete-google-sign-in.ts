import { AppError } from '../../../shared/kernel/app-error.ts';
import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { AccountSuspendedError, RateLimitedError } from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { newAccount, normalizeEmail, type User } from '../domain/user.ts';
import type { GoogleIdentity } from '../ports/google-identity.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { Session, SessionIssuer } from './session-issuer.ts';

const FAILED = 'Google authorization failed. Please try again.';

/**
 * Finishes Google sign-in: checks the state against the one we set, exchanges the code, then signs
 * in the account linked to that Google identity, links an existing account with the same verified
 * e-mail, or creates one (on the Pro trial, e-mail already verified by Google).
 */
export class CompleteGoogleSignIn {
  readonly #google: GoogleIdentity;
  readonly #users: UserRepository;
  readonly #rateLimiter: RateLimiter;
  readonly #sessions: SessionIssuer;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: OperatorSettingsSource;
  readonly #activity: ActivityRecorder;
  constructor(
    google: GoogleIdentity,
    users: UserRepository,
    rateLimiter: RateLimiter,
    sessions: SessionIssuer,
    unitOfWork: UnitOfWork,
    clock: Clock,
    ids: Ids,
    settings: OperatorSettingsSource,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#google = google;
    this.#users = users;
    this.#rateLimiter = rateLimiter;
    this.#sessions = sessions;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
    this.#activity = activity;
  }

  async execute(input: {
    code: string;
    state?: string;
    expectedState?: string;
    clientIp: string;
  }): Promise<Session> {
    if (!this.#google.enabled) throw new AppError('NOT_FOUND', 'Google sign-in is not configured.');
    if (!input.state || !input.expectedState || input.state !== input.expectedState) {
      throw new AppError('VALIDATION_FAILED', FAILED);
    }
    const now = this.#clock.now();
    const limit = await this.#rateLimiter.hit(RATE_LIMITS.signInPerAddress(input.clientIp), now);
    if (!limit.allowed) {
      throw new RateLimitedError(
        'Too many sign-in attempts. Please wait a moment and try again.',
        limit.retryAfterSeconds,
      );
    }
    const profile = await this.#google.exchange(input.code);
    if (!profile.emailVerified)
      throw new AppError('UNAUTHENTICATED', 'Your Google e-mail address is not verified.');

    const emailNormalized = normalizeEmail(profile.email);
    const existing =
      (await this.#users.findByGoogleSubject(profile.subject)) ??
      (await this.#users.findByEmail(emailNormalized));
    if (existing?.status === 'suspended') throw new AccountSuspendedError();
    const { trialDays } = await this.#settings.current();
    const signedIn = await this.#unitOfWork.run(async () => {
      if (existing) {
        const linked: User = {
          ...existing,
          googleSubject: profile.subject,
          emailVerified: true,
          lastLoginAt: now,
          updatedAt: now,
        };
        await this.#users.save(linked);
        return { userId: linked.id, event: 'login', session: await this.#sessions.start(linked, false) };
      }
      const user = newAccount(
        {
          id: this.#ids.next(),
          name: profile.name,
          email: profile.email,
          passwordHash: null,
          authProvider: 'google',
          googleSubject: profile.subject,
          emailVerified: true,
          signedIn: true,
        },
        now,
        trialDays,
      );
      await this.#users.create(user);
      return { userId: user.id, event: 'signup', session: await this.#sessions.start(user, false) };
    });
    await this.#activity.record({
      userId: signedIn.userId,
      event: signedIn.event,
      metadata: { method: 'google' },
    });
    return signedIn.session;
  }
}

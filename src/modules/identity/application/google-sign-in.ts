import { AppError } from '../../../shared/kernel/app-error.ts';
import { AccountSuspendedError, RateLimitedError } from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { newAccount, normalizeEmail, type User } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type Session, SessionIssuer } from './session-issuer.ts';

const FAILED = 'Google authorization failed. Please try again.';

/** Where to send the browser to start, and the state value it must bring back. */
export class StartGoogleSignIn {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  execute(): { url: string; state: string } | null {
    if (!this.#d.google.enabled) return null;
    const state = this.#d.secrets.randomToken();
    return { url: this.#d.google.authorizationUrl(state), state };
  }
}

/**
 * Finishes Google sign-in: checks the state against the one we set, exchanges the code, then signs
 * in the account linked to that Google identity, links an existing account with the same verified
 * e-mail, or creates one (on the Pro trial, e-mail already verified by Google).
 */
export class CompleteGoogleSignIn {
  readonly #d: IdentityDeps;
  readonly #sessions: SessionIssuer;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
    this.#sessions = new SessionIssuer(deps);
  }

  async execute(input: {
    code: string;
    state?: string;
    expectedState?: string;
    clientIp: string;
  }): Promise<Session> {
    const { google, users, rateLimiter, unitOfWork, clock, ids, settings } = this.#d;
    if (!google.enabled) throw new AppError('NOT_FOUND', 'Google sign-in is not configured.');
    if (!input.state || !input.expectedState || input.state !== input.expectedState) {
      throw new AppError('VALIDATION_FAILED', FAILED);
    }
    const now = clock.now();
    const limit = await rateLimiter.hit(RATE_LIMITS.signInPerAddress(input.clientIp), now);
    if (!limit.allowed) {
      throw new RateLimitedError(
        'Too many sign-in attempts. Please wait a moment and try again.',
        limit.retryAfterSeconds,
      );
    }
    const profile = await google.exchange(input.code);
    if (!profile.emailVerified)
      throw new AppError('UNAUTHENTICATED', 'Your Google e-mail address is not verified.');

    const emailNormalized = normalizeEmail(profile.email);
    const existing =
      (await users.findByGoogleSubject(profile.subject)) ?? (await users.findByEmail(emailNormalized));
    if (existing?.status === 'suspended') throw new AccountSuspendedError();
    return unitOfWork.run(async () => {
      if (existing) {
        const linked: User = {
          ...existing,
          googleSubject: profile.subject,
          emailVerified: true,
          lastLoginAt: now,
          updatedAt: now,
        };
        await users.save(linked);
        return this.#sessions.start(linked, false);
      }
      const user = newAccount(
        {
          id: ids.next(),
          name: profile.name,
          email: profile.email,
          passwordHash: null,
          authProvider: 'google',
          googleSubject: profile.subject,
          emailVerified: true,
          signedIn: true,
        },
        now,
        settings.trialDays,
      );
      await users.create(user);
      return this.#sessions.start(user, false);
    });
  }
}

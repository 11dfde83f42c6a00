import { RateLimitedError, WeakPasswordError } from '../domain/identity.errors.ts';
import { passwordProblem } from '../domain/password-policy.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { newAccount, normalizeEmail } from '../domain/user.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type Session, SessionIssuer } from './session-issuer.ts';
import { VerificationMailer } from './verification-mailer.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  clientIp: string;
}

/** Creates an e-mail account on the Pro trial, mails the verification link and signs the user in. */
export class SignUp {
  readonly #d: IdentityDeps;
  readonly #sessions: SessionIssuer;
  readonly #verification: VerificationMailer;

  constructor(deps: IdentityDeps) {
    this.#d = deps;
    this.#sessions = new SessionIssuer(deps);
    this.#verification = new VerificationMailer(deps);
  }

  async execute(input: SignUpInput): Promise<Session> {
    const { users, hasher, rateLimiter, unitOfWork, mailer, clock, ids, settings } = this.#d;
    const now = clock.now();
    const limit = await rateLimiter.hit(RATE_LIMITS.signUpPerAddress(input.clientIp), now);
    if (!limit.allowed) {
      throw new RateLimitedError(
        'Too many sign-ups from this network. Please try again later.',
        limit.retryAfterSeconds,
      );
    }
    const problem = passwordProblem(input.password);
    if (problem) throw new WeakPasswordError(problem);
    const emailNormalized = normalizeEmail(input.email);
    if (await users.findByEmail(emailNormalized)) throw new EmailTakenError();

    const user = newAccount(
      {
        id: ids.next(),
        name: input.name,
        email: input.email,
        passwordHash: await hasher.hash(input.password),
        signedIn: true,
      },
      now,
      settings.trialDays,
    );
    const { session, mail } = await unitOfWork.run(async () => {
      await users.create(user);
      const mail = await this.#verification.prepare(user);
      return { session: await this.#sessions.start(user, false), mail };
    });
    // The account exists either way; a mail that fails now can be resent from the banner.
    await mailer.send(mail).catch(() => undefined);
    return session;
  }
}

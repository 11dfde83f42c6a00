import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { EmailTakenError, RateLimitedError, WeakPasswordError } from '../domain/identity.errors.ts';
import { passwordProblem } from '../domain/password-policy.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { newAccount, normalizeEmail } from '../domain/user.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { Session, SessionIssuer } from './session-issuer.ts';
import type { VerificationMailer } from './verification-mailer.ts';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  clientIp: string;
}

/**
 * Creates an e-mail account on the Pro trial (of the length the operator set when it is created),
 * mails the verification link and signs the user in.
 */
export class SignUp {
  readonly #users: UserRepository;
  readonly #hasher: PasswordHasher;
  readonly #rateLimiter: RateLimiter;
  readonly #sessions: SessionIssuer;
  readonly #verification: VerificationMailer;
  readonly #mailer: Mailer;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: OperatorSettingsSource;
  readonly #activity: ActivityRecorder;
  constructor(
    users: UserRepository,
    hasher: PasswordHasher,
    rateLimiter: RateLimiter,
    sessions: SessionIssuer,
    verification: VerificationMailer,
    mailer: Mailer,
    unitOfWork: UnitOfWork,
    clock: Clock,
    ids: Ids,
    settings: OperatorSettingsSource,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#users = users;
    this.#hasher = hasher;
    this.#rateLimiter = rateLimiter;
    this.#sessions = sessions;
    this.#verification = verification;
    this.#mailer = mailer;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
    this.#activity = activity;
  }

  async execute(input: SignUpInput): Promise<Session> {
    const now = this.#clock.now();
    const limit = await this.#rateLimiter.hit(RATE_LIMITS.signUpPerAddress(input.clientIp), now);
    if (!limit.allowed) {
      throw new RateLimitedError(
        'Too many sign-ups from this network. Please try again later.',
        limit.retryAfterSeconds,
      );
    }
    const problem = passwordProblem(input.password);
    if (problem) throw new WeakPasswordError(problem);
    if (await this.#users.findByEmail(normalizeEmail(input.email))) throw new EmailTakenError();
    const { trialDays } = await this.#settings.current();

    const user = newAccount(
      {
        id: this.#ids.next(),
        name: input.name,
        email: input.email,
        passwordHash: await this.#hasher.hash(input.password),
        signedIn: true,
      },
      now,
      trialDays,
    );
    const { session, mail } = await this.#unitOfWork.run(async () => {
      await this.#users.create(user);
      const mail = await this.#verification.prepare(user);
      return { session: await this.#sessions.start(user, false), mail };
    });
    // The account exists either way; a mail that fails now can be resent from the banner.
    await this.#mailer.send(mail).catch(() => undefined);
    await this.#activity.record({
      userId: user.id,
      event: 'signup',
      metadata: { method: 'email', trialDays },
    });
    return session;
  }
}

import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import {
  checkEmailConfirmed,
  type DeletionConfirmation,
  deletionProofFor,
  passwordIncorrect,
  passwordRequired,
} from '../domain/account-deletion.ts';
import { RateLimitedError } from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { User } from '../domain/user.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { StaffSelfDeletion } from '../ports/staff-self-deletion.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** The part of DeleteAccount a person's own deletion runs. */
interface Deletion {
  execute(userId: string): Promise<void>;
}

/**
 * A person deletes their own account ('Users can delete their own account') once they confirm it:
 * with their password, or their e-mail typed again when the account has no password (see
 * deletionProofFor). A refused confirmation deletes nothing; wrong passwords slow the next tries
 * as sign-in does. Staff (admin and support) then go through the staff path the admin module
 * binds: the last active admin is refused and the deletion is written to the audit log in its own
 * transaction. Everyone else's account goes at once, with everything it owns.
 */
export class DeleteOwnAccount {
  readonly #users: UserRepository;
  readonly #deletion: Deletion;
  readonly #staff: StaffSelfDeletion;
  readonly #hasher: PasswordHasher;
  readonly #rateLimiter: RateLimiter;
  readonly #clock: Clock;
  constructor(
    users: UserRepository,
    deletion: Deletion,
    staff: StaffSelfDeletion,
    hasher: PasswordHasher,
    rateLimiter: RateLimiter,
    clock: Clock,
  ) {
    this.#users = users;
    this.#deletion = deletion;
    this.#staff = staff;
    this.#hasher = hasher;
    this.#rateLimiter = rateLimiter;
    this.#clock = clock;
  }

  async execute(
    caller: { userId: string; ip: string | null; requestId: string },
    confirmation: DeletionConfirmation,
  ): Promise<void> {
    const user = await this.#users.findById(caller.userId);
    if (!user) throw new NotFoundError('Account');
    await this.#confirm(user, confirmation);
    const remove = () => this.#deletion.execute(user.id);
    if (user.role === 'user') return remove();
    await this.#staff.deleteOwnAccount(
      { userId: user.id, email: user.email, role: user.role, ip: caller.ip, requestId: caller.requestId },
      remove,
    );
  }

  async #confirm(user: User, confirmation: DeletionConfirmation): Promise<void> {
    if (deletionProofFor(user) === 'email') return checkEmailConfirmed(confirmation.confirmEmail, user.email);
    const password = confirmation.password ?? '';
    if (password === '' || !user.passwordHash) throw passwordRequired();
    const rule = RATE_LIMITS.deletionPasswordPerAccount(user.id);
    const attempt = await this.#rateLimiter.attempt(rule, this.#clock.now());
    if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
    if (!(await this.#hasher.verify(user.passwordHash, password))) throw passwordIncorrect();
    await this.#rateLimiter.clear(rule);
  }
}

function tooMany(retryAfterSeconds: number): RateLimitedError {
  const wait = retryAfterSeconds === 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return new RateLimitedError(
    `Too many password attempts. Please wait ${wait} and try again.`,
    retryAfterSeconds,
  );
}

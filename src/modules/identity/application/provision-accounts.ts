import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { newAccount, normalizeEmail, type Role, type User } from '../domain/user.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { IdentitySettings } from './identity-settings.ts';

export interface ProvisionedAccount {
  email: string;
  role: Role;
  /** Set when the account was created here: shown once, never stored in clear. */
  password?: string;
}

/** A random password that passes the strength rules. */
function generatedPassword(randomToken: string): string {
  return `${randomToken.slice(0, 14)}Aa1!`;
}

/**
 * Operator tasks outside the web app: make someone staff (creating the account when needed) and,
 * on the very first start of an embedded installation, a demo user and an admin to try it with.
 */
export class ProvisionAccounts {
  readonly #users: UserRepository;
  readonly #hasher: PasswordHasher;
  readonly #secrets: Secrets;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: Pick<IdentitySettings, 'trialDays'>;
  constructor(
    users: UserRepository,
    hasher: PasswordHasher,
    secrets: Secrets,
    unitOfWork: UnitOfWork,
    clock: Clock,
    ids: Ids,
    settings: Pick<IdentitySettings, 'trialDays'>,
  ) {
    this.#users = users;
    this.#hasher = hasher;
    this.#secrets = secrets;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
  }

  async grantRole(email: string, role: Role, name?: string): Promise<ProvisionedAccount> {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      throw new ValidationError(`Not an e-mail address: ${email}`);
    const existing = await this.#users.findByEmail(normalizeEmail(email));
    if (existing) {
      await this.#unitOfWork.run(async () => {
        await this.#users.save({ ...existing, role, updatedAt: this.#clock.now() });
        // tokens issued under the old role must not keep its rights until they expire
        await this.#users.revokeAccessTokens(existing.id);
      });
      return { email: existing.email, role };
    }
    const password = generatedPassword(this.#secrets.randomToken());
    await this.#users.create(await this.#account(email, name ?? email.split('@')[0]!, role, password));
    return { email: email.trim(), role, password };
  }

  /** Creates the demo accounts when the installation has no account at all; otherwise nothing. */
  async seedDemoAccounts(): Promise<ProvisionedAccount[]> {
    if (await this.#users.hasAny()) return [];
    const created: ProvisionedAccount[] = [];
    for (const [email, name, role] of [
      ['demo@interview-coach.local', 'Demo User', 'user'],
      ['admin@interview-coach.local', 'Admin', 'admin'],
    ] as const) {
      const password = generatedPassword(this.#secrets.randomToken());
      await this.#users.create(await this.#account(email, name, role, password));
      created.push({ email, role, password });
    }
    return created;
  }

  async #account(email: string, name: string, role: Role, password: string): Promise<User> {
    const passwordHash = await this.#hasher.hash(password);
    // staff and demo accounts are made by an operator who vouches for the address
    return newAccount(
      { id: this.#ids.next(), name, email, passwordHash, role, emailVerified: true },
      this.#clock.now(),
      this.#settings.trialDays,
    );
  }
}

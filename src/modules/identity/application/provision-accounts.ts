import { ValidationError } from '../../../shared/kernel/app-error.ts';
import { newAccount, normalizeEmail, type Role, type User } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';

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
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async grantRole(email: string, role: Role, name?: string): Promise<ProvisionedAccount> {
    const { users, clock } = this.#d;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      throw new ValidationError(`Not an e-mail address: ${email}`);
    const existing = await users.findByEmail(normalizeEmail(email));
    if (existing) {
      await this.#d.unitOfWork.run(async () => {
        await users.save({ ...existing, role, updatedAt: clock.now() });
        // tokens issued under the old role must not keep its rights until they expire
        await users.revokeAccessTokens(existing.id);
      });
      return { email: existing.email, role };
    }
    const password = generatedPassword(this.#d.secrets.randomToken());
    await users.create(await this.#account(email, name ?? email.split('@')[0]!, role, password));
    return { email: email.trim(), role, password };
  }

  /** Creates the demo accounts when the installation has no account at all; otherwise nothing. */
  async seedDemoAccounts(): Promise<ProvisionedAccount[]> {
    if (await this.#d.users.hasAny()) return [];
    const created: ProvisionedAccount[] = [];
    for (const [email, name, role] of [
      ['demo@interview-coach.local', 'Demo User', 'user'],
      ['admin@interview-coach.local', 'Admin', 'admin'],
    ] as const) {
      const password = generatedPassword(this.#d.secrets.randomToken());
      await this.#d.users.create(await this.#account(email, name, role, password));
      created.push({ email, role, password });
    }
    return created;
  }

  async #account(email: string, name: string, role: Role, password: string): Promise<User> {
    const { ids, clock, hasher, settings } = this.#d;
    const passwordHash = await hasher.hash(password);
    // staff and demo accounts are made by an operator who vouches for the address
    return newAccount(
      { id: ids.next(), name, email, passwordHash, role, emailVerified: true },
      clock.now(),
      settings.trialDays,
    );
  }
}

import type { StaffDirectory } from '../ports/staff-directory.ts';

/** The part of identity's user repository the admin module reads. */
interface Accounts {
  findAccount(id: string): Promise<{ email: string } | null>;
}

export class IdentityStaffDirectory implements StaffDirectory {
  readonly #accounts: Accounts;
  constructor(accounts: Accounts) {
    this.#accounts = accounts;
  }

  async emailOf(userId: string): Promise<string | null> {
    return (await this.#accounts.findAccount(userId))?.email ?? null;
  }
}

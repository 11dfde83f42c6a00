import type { BillingContact } from '../domain/provider-records.ts';
import type { BillingContacts } from '../ports/billing-contacts.ts';

/** The part of identity's user repository billing reads. */
interface Accounts {
  findById(id: string): Promise<{ id: string; email: string; name: string } | null>;
}

/** The account's e-mail and name from the identity module, for the provider's customer. */
export class IdentityBillingContacts implements BillingContacts {
  readonly #accounts: Accounts;
  constructor(accounts: Accounts) {
    this.#accounts = accounts;
  }

  async contactOf(userId: string): Promise<BillingContact | null> {
    const user = await this.#accounts.findById(userId);
    return user ? { userId: user.id, email: user.email, name: user.name } : null;
  }
}

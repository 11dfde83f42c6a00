import type { TicketOwner } from '../domain/ticket.ts';
import type { People } from '../ports/people.ts';

/** The part of identity's user repository support reads. */
interface Accounts {
  findById(id: string): Promise<{ id: string; email: string; name: string } | null>;
}

export class IdentityPeople implements People {
  readonly #accounts: Accounts;
  constructor(accounts: Accounts) {
    this.#accounts = accounts;
  }

  async find(userId: string): Promise<TicketOwner | null> {
    const user = await this.#accounts.findById(userId);
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  }
}

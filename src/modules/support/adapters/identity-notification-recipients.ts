import type { NotificationRecipient, NotificationRecipients } from '../ports/notification-recipients.ts';

/** The part of identity's user repository notifications read. */
interface Accounts {
  findById(id: string): Promise<{ email: string; name: string } | null>;
}

/** The account's e-mail and name from the identity module. */
export class IdentityNotificationRecipients implements NotificationRecipients {
  readonly #accounts: Accounts;
  constructor(accounts: Accounts) {
    this.#accounts = accounts;
  }

  async recipientOf(userId: string): Promise<NotificationRecipient | null> {
    const user = await this.#accounts.findById(userId);
    return user ? { email: user.email, name: user.name } : null;
  }
}

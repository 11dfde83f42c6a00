import type { BillingContact } from '../domain/provider-records.ts';

/** Who a user is, for the provider's customer record. */
export interface BillingContacts {
  /** The account's e-mail and name; null when the account does not exist. */
  contactOf(userId: string): Promise<BillingContact | null>;
}

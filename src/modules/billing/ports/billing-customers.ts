import type { ProviderName } from '../domain/provider-records.ts';

/** Which provider customer belongs to which user: one per user and provider. */
export interface BillingCustomers {
  customerOf(userId: string, provider: ProviderName): Promise<string | null>;
  /**
   * Records the user's customer; when another request recorded one first, that one is kept and
   * returned, so a user never has two.
   */
  save(userId: string, provider: ProviderName, customerId: string, at: Date): Promise<string>;
  /** The user a provider customer was created for; null for a customer that is not ours. */
  userOf(provider: ProviderName, customerId: string): Promise<string | null>;
}

import type { SubscriptionRecord } from '../domain/provider-records.ts';

/** The user's subscription as billing keeps it (one per user). */
export interface SubscriptionRepository {
  forUser(userId: string): Promise<SubscriptionRecord | null>;
  /** Inserts or replaces the user's record. */
  save(record: SubscriptionRecord): Promise<void>;
}

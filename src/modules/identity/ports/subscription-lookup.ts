export interface SubscriptionView {
  planName: 'Free' | 'Pro' | 'Premium';
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionLookup {
  /** The user's paid subscription as billing records it, or null when there is none. */
  forUser(userId: string): Promise<SubscriptionView | null>;
}

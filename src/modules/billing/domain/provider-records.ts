import type { BillingInterval, PaidPlan } from './plans.ts';

/** Which payment provider a record belongs to. */
export type ProviderName = 'stripe' | 'sandbox';

/**
 * The discount a subscription is billed with: percent off or an amount off each invoice, as the
 * coupon it came from says, until `endsAt`.
 */
export interface SubscriptionDiscount {
  /** Percent off, or null when the discount is an amount. */
  percentOff: number | null;
  /** Amount off each invoice in cents, or null when the discount is a percentage. */
  amountOff: number | null;
  /** The first moment it no longer applies; null when it applies as long as the subscription runs. */
  endsAt: Date | null;
}

/** A subscription as the payment provider holds it now (read again for every event). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's status name (see plan-access.ts). */
  status: string;
  /** The price of its (first) item; null when it has none. */
  priceId: string | null;
  /** End of the current billing period, from the subscription's item. */
  currentPeriodEnd: Date | null;
  /** Ends with the current period (Stripe: `cancel_at_period_end`, or a `cancel_at` date). */
  cancelAtPeriodEnd: boolean;
  /** The discount it is billed with (a coupon given at checkout or with a change of plan); null for none. */
  discount: SubscriptionDiscount | null;
  createdAt: Date;
}

/** An event of the payment provider, reduced to what decides what it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The subscription it concerns, when it concerns one. */
  subscriptionId: string | null;
  customerId: string | null;
}

/** An invoice as the billing page lists it. */
export interface Invoice {
  id: string;
  createdAt: Date;
  description: string;
  /** In cents. */
  amount: number;
  /** Where its PDF can be opened; null when there is none (yet). */
  pdfUrl: string | null;
}

/** The user's subscription as billing keeps it, kept in step with the provider. */
export interface SubscriptionRecord {
  id: string;
  userId: string;
  planName: PaidPlan;
  status: string;
  billingInterval: BillingInterval;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** As the provider last said; records written before discounts were kept have none. */
  discount: SubscriptionDiscount | null;
  provider: ProviderName;
  providerCustomerId: string;
  providerSubscriptionId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Who a provider customer is created for. */
export interface BillingContact {
  userId: string;
  email: string;
  name: string;
}

import type { BillingInterval, PaidPlan } from './plans.ts';
import type { ProviderSubscription, SubscriptionDiscount } from './provider-records.ts';
import type { StoredCard } from './test-cards.ts';

/**
 * The sandbox payment provider's own records: what Stripe would hold for us, kept in our database
 * so that everything works offline.
 */
export interface SandboxCustomer {
  id: string;
  userId: string;
  email: string;
  name: string;
  card: StoredCard | null;
  createdAt: Date;
}

export interface AppliedCoupon {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
}

export interface SandboxCheckoutSession {
  id: string;
  userId: string;
  customerId: string;
  priceId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  /** Price for the interval in cents, before the coupon. */
  amount: number;
  /** Discount in cents. */
  discount: number;
  currency: string;
  coupon: AppliedCoupon | null;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  expiresAt: Date;
  createdAt: Date;
  completedAt: Date | null;
}

export interface SandboxSubscription {
  id: string;
  customerId: string;
  priceId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  status: 'active' | 'canceled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /**
   * The coupon its current period was bought with. A sandbox coupon takes off the invoice it was
   * given with (checkout or a change of plan) and no renewal, so it ends with that period.
   */
  discount: SubscriptionDiscount | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxInvoice {
  id: string;
  /** Given when stored (SBX-000001, …). */
  number: string;
  customerId: string;
  subscriptionId: string;
  description: string;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  couponCode: string | null;
  periodStart: Date;
  periodEnd: Date;
  card: { brand: string; last4: string };
  pdfKey: string | null;
  createdAt: Date;
}

/** The discount a coupon gives the period it was bought with (sandbox coupons apply once). */
export function couponDiscount(coupon: AppliedCoupon | null, periodEnd: Date): SubscriptionDiscount | null {
  if (!coupon) return null;
  return { percentOff: coupon.percentOff, amountOff: coupon.amountOff, endsAt: periodEnd };
}

/** A checkout session is open until it is paid or 24 hours have passed (as Stripe's). */
export const CHECKOUT_LIFETIME_MS = 24 * 3600 * 1000;

/** The session's status at `now`: an open session past its expiry is expired. */
export function checkoutStatus(session: SandboxCheckoutSession, now: Date): SandboxCheckoutSession['status'] {
  if (session.status === 'open' && session.expiresAt.getTime() <= now.getTime()) return 'expired';
  return session.status;
}

/** The sandbox subscription as any provider's subscription. */
export function asProviderSubscription(subscription: SandboxSubscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    status: subscription.status,
    priceId: subscription.priceId,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    discount: subscription.discount,
    createdAt: subscription.createdAt,
  };
}

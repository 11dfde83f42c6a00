import type { SandboxPortalView } from '../application/sandbox-portal.ts';
import type { CouponVerdict } from '../application/validate-coupon.ts';
import type { PricingSettings } from '../domain/plans.ts';
import type { Invoice } from '../domain/provider-records.ts';
import type { SandboxCheckoutSession } from '../domain/sandbox-records.ts';

/** The pricing configuration in the spec's field names (prices in dollars). */
export function presentPricing(p: PricingSettings) {
  return {
    PRICE_PRO_MONTHLY: p.proMonthly,
    PRICE_PREMIUM_MONTHLY: p.premiumMonthly,
    ANNUAL_DISCOUNT_PERCENT: p.annualDiscountPercent,
    STRIPE_PRICE_ID_PRO_MONTHLY: p.priceIds.proMonthly,
    STRIPE_PRICE_ID_PRO_YEARLY: p.priceIds.proYearly,
    STRIPE_PRICE_ID_PREMIUM_MONTHLY: p.priceIds.premiumMonthly,
    STRIPE_PRICE_ID_PREMIUM_YEARLY: p.priceIds.premiumYearly,
  };
}

export function presentCoupon(verdict: CouponVerdict) {
  if (!verdict.valid) return { valid: false, message: verdict.message };
  return {
    valid: true,
    message: verdict.message,
    ...(verdict.percentOff !== null ? { percentOff: verdict.percentOff } : {}),
    ...(verdict.amountOff !== null ? { amountOff: verdict.amountOff } : {}),
  };
}

/** Invoices as the spec has them: the date in seconds, the amount in cents. */
export function presentInvoices(invoices: Invoice[]) {
  return invoices.map((invoice) => ({
    id: invoice.id,
    date: Math.floor(invoice.createdAt.getTime() / 1000),
    description: invoice.description,
    amount: invoice.amount,
    pdf: invoice.pdfUrl,
  }));
}

export function presentSandboxCheckout(session: SandboxCheckoutSession) {
  return {
    id: session.id,
    plan: session.plan,
    interval: session.interval,
    priceId: session.priceId,
    amount: session.amount,
    discount: session.discount,
    amountDue: session.amount - session.discount,
    currency: session.currency,
    coupon: session.coupon,
    status: session.status,
    expires_at: session.expiresAt.toISOString(),
    created_at: session.createdAt.toISOString(),
  };
}

export function presentSandboxPortal({ subscription, card }: SandboxPortalView) {
  return {
    subscription: subscription && {
      id: subscription.id,
      plan: subscription.plan,
      interval: subscription.interval,
      priceId: subscription.priceId,
      status: subscription.status,
      current_period_end: subscription.currentPeriodEnd.toISOString(),
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
    },
    card,
  };
}

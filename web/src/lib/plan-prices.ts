import type { PricingConfig } from '../api/generated/model';

/**
 * Plan prices from the pricing configuration (spec, business constants): the annual price per month
 * is round(monthly x 12 x (1 - discount%) / 12); the savings are 12 x monthly minus 12 x that price.
 */
export function annualMonthlyPrice(monthly: number, discountPercent: number): number {
  return Math.round((monthly * 12 * (1 - discountPercent / 100)) / 12);
}

export function annualSavings(monthly: number, discountPercent: number): number {
  return 12 * monthly - 12 * annualMonthlyPrice(monthly, discountPercent);
}

export type PaidPlanName = 'Pro' | 'Premium';
export type Billing = 'monthly' | 'annual';

/** The price id a checkout takes for a plan and a billing interval. */
export function priceIdOf(config: PricingConfig, plan: PaidPlanName, billing: Billing): string {
  if (plan === 'Pro') {
    return billing === 'annual' ? config.STRIPE_PRICE_ID_PRO_YEARLY : config.STRIPE_PRICE_ID_PRO_MONTHLY;
  }
  return billing === 'annual'
    ? config.STRIPE_PRICE_ID_PREMIUM_YEARLY
    : config.STRIPE_PRICE_ID_PREMIUM_MONTHLY;
}

/** The plan and billing a price id stands for; null for any other id. */
export function planOfPrice(
  config: PricingConfig,
  priceId: string,
): { plan: PaidPlanName; billing: Billing } | null {
  for (const plan of ['Pro', 'Premium'] as const) {
    for (const billing of ['monthly', 'annual'] as const) {
      if (priceIdOf(config, plan, billing) === priceId) return { plan, billing };
    }
  }
  return null;
}

/** Whole dollars as the pricing page shows them; other amounts with cents. */
export function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** An amount in cents as dollars with two decimals (spec: invoice amounts). */
export function centsAsDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

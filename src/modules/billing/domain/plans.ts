/** The plans that are bought; Free is what a person has without one. */
export type PaidPlan = 'Pro' | 'Premium';
export type PlanName = 'Free' | PaidPlan;
export type BillingInterval = 'month' | 'year';

/** The prices as configured: monthly prices in dollars, the annual discount, the four price ids. */
export interface PricingSettings {
  proMonthly: number;
  premiumMonthly: number;
  annualDiscountPercent: number;
  priceIds: {
    proMonthly: string;
    proYearly: string;
    premiumMonthly: string;
    premiumYearly: string;
  };
}

/** One price a person can buy. */
export interface PlanPrice {
  priceId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  /** What one interval costs, in cents. */
  amountCents: number;
}

/**
 * The monthly price shown for annual billing (spec, business constants):
 * round(monthly x 12 x (1 - discount%) / 12).
 */
export function annualMonthlyPrice(monthly: number, discountPercent: number): number {
  return Math.round((monthly * 12 * (1 - discountPercent / 100)) / 12);
}

/** Savings of annual billing over a year: 12 x monthly - 12 x the annual monthly price. */
export function annualSavings(monthly: number, discountPercent: number): number {
  return 12 * monthly - 12 * annualMonthlyPrice(monthly, discountPercent);
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The four prices of the configuration. A year costs twelve times the annual monthly price the
 * pricing page shows, so what is charged is what was shown.
 */
export class PriceCatalog {
  readonly #prices: readonly PlanPrice[];
  constructor(settings: PricingSettings) {
    const { proMonthly, premiumMonthly, annualDiscountPercent: discount, priceIds } = settings;
    this.#prices = [
      { priceId: priceIds.proMonthly, plan: 'Pro', interval: 'month', amountCents: cents(proMonthly) },
      {
        priceId: priceIds.proYearly,
        plan: 'Pro',
        interval: 'year',
        amountCents: cents(annualMonthlyPrice(proMonthly, discount) * 12),
      },
      {
        priceId: priceIds.premiumMonthly,
        plan: 'Premium',
        interval: 'month',
        amountCents: cents(premiumMonthly),
      },
      {
        priceId: priceIds.premiumYearly,
        plan: 'Premium',
        interval: 'year',
        amountCents: cents(annualMonthlyPrice(premiumMonthly, discount) * 12),
      },
    ];
  }

  /** The price with this id; null for anything that is not one of the four. */
  find(priceId: string | null | undefined): PlanPrice | null {
    return this.#prices.find((p) => p.priceId === priceId) ?? null;
  }

  all(): readonly PlanPrice[] {
    return this.#prices;
  }
}

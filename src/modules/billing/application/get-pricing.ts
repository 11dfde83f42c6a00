import type { PricingSettings } from '../domain/plans.ts';

/** The prices the pricing page shows and the price ids a checkout takes. */
export class GetPricing {
  readonly #pricing: PricingSettings;
  constructor(pricing: PricingSettings) {
    this.#pricing = pricing;
  }

  execute(): PricingSettings {
    return this.#pricing;
  }
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface PricingConfig {
  /**
     * Pro monthly price in dollars.
     * @minimum 0
     */
  PRICE_PRO_MONTHLY: number;
  /**
     * Premium monthly price in dollars.
     * @minimum 0
     */
  PRICE_PREMIUM_MONTHLY: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  ANNUAL_DISCOUNT_PERCENT: number;
  STRIPE_PRICE_ID_PRO_MONTHLY: string;
  STRIPE_PRICE_ID_PRO_YEARLY: string;
  STRIPE_PRICE_ID_PREMIUM_MONTHLY: string;
  STRIPE_PRICE_ID_PREMIUM_YEARLY: string;
}

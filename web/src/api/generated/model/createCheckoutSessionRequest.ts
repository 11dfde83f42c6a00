/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface CreateCheckoutSessionRequest {
  /**
     * One of the price ids of the pricing configuration.
     * @minLength 1
     * @maxLength 200
     */
  priceId: string;
  /**
     * A coupon that `validateCoupon` accepted.
     * @maxLength 100
     */
  promotionCode?: string;
}

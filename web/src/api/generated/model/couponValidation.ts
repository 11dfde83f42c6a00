/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface CouponValidation {
  valid: boolean;
  /** e.g. '20% off applied!' or 'Invalid or expired coupon.' */
  message: string;
  /**
     * @maximum 100
     * @exclusiveMinimum 0
     */
  percentOff?: number;
  /**
     * Amount off in cents.
     * @minimum 1
     */
  amountOff?: number;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ValidateCouponRequest {
  /**
     * @minLength 1
     * @maxLength 100
     */
  promotionCode: string;
}

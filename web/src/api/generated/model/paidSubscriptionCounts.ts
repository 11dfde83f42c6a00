/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface PaidSubscriptionCounts {
  /** @minimum 0 */
  Pro: number;
  /** @minimum 0 */
  Premium: number;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SandboxPlanChangeRequest {
  /**
     * One of the price ids of the pricing configuration.
     * @minLength 1
     * @maxLength 200
     */
  priceId: string;
}

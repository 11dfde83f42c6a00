/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SandboxCard {
  /** e.g. `visa`, `mastercard`. */
  brand: string;
  /** @pattern ^[0-9]{4}$ */
  last4: string;
  /**
     * @minimum 1
     * @maximum 12
     */
  expMonth: number;
  expYear: number;
}

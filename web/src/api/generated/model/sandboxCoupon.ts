/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SandboxCoupon {
  code: string;
  /** @nullable */
  percentOff: number | null;
  /**
     * Cents.
     * @nullable
     */
  amountOff: number | null;
}

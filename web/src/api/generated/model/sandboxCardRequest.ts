/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * A sandbox test card. Never a real card; only the brand and last four digits are kept.
 */
export interface SandboxCardRequest {
  /**
     * @minLength 1
     * @maxLength 200
     */
  cardholderName: string;
  /**
     * Digits, spaces allowed between groups.
     * @minLength 12
     * @maxLength 23
     * @pattern ^[0-9 ]+$
     */
  cardNumber: string;
  /**
     * MM/YY, not in the past.
     * @pattern ^(0[1-9]|1[0-2]) ?/ ?[0-9]{2}$
     */
  expiry: string;
  /** @pattern ^[0-9]{3,4}$ */
  cvc: string;
}

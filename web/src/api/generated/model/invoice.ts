/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface Invoice {
  id: string;
  /** Seconds since the Unix epoch. */
  date: number;
  description: string;
  /** Amount in cents. */
  amount: number;
  /**
     * Link to the invoice PDF; null when there is none.
     * @nullable
     */
  pdf: string | null;
}

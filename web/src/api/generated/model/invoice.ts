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
     * Link to the invoice PDF (Stripe's, or a signed link of our own that expires within the hour; read the list again for a fresh one); null when there is none yet.
     * @nullable
     */
  pdf: string | null;
}

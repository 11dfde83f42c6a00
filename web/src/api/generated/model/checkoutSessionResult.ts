/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Exactly one of `url` (redirect there) or `success` (plan changed in place) is present.
 */
export interface CheckoutSessionResult {
  /** Hosted checkout to redirect the browser to. */
  url?: string;
  /** The existing subscription was changed to the new plan in place. */
  success?: true;
}

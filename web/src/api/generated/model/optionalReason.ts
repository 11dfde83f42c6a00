/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface OptionalReason {
  /** @maxLength 500 */
  reason?: string;
}

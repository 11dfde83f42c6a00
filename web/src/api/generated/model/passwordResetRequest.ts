/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface PasswordResetRequest {
  /** @maxLength 254 */
  email: string;
}

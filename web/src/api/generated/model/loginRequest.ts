/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface LoginRequest {
  /** @maxLength 254 */
  email: string;
  /**
     * @minLength 1
     * @maxLength 128
     */
  password: string;
  /** Keep the refresh cookie after the browser closes. */
  rememberMe?: boolean;
}

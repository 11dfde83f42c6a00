/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface TokenResponse {
  /** JWT access token for the `x-auth-token` header. */
  token: string;
}

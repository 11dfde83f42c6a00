/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ResetPasswordRequest {
  /**
     * @minLength 1
     * @maxLength 512
     */
  token: string;
  /**
     * New password; same strength rules and messages as sign-up.
     * @maxLength 128
     */
  password: string;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface GoogleCallbackRequest {
  /**
     * The authorization code Google returned to `/auth/callback`.
     * @minLength 1
     * @maxLength 2048
     */
  code: string;
  /**
     * The `state` Google returned; must equal the `oauth_state` cookie (400 when missing or different).
     * @maxLength 512
     */
  state?: string;
}

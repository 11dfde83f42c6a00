/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * The confirmation of an account deletion: `password` for an account with a password,
 * `confirmEmail` for one without (Google sign-in). The other field is not read.
 */
export interface DeleteAccountRequest {
  /**
     * The account's current password.
     * @maxLength 128
     */
  password?: string;
  /**
     * The account's e-mail address typed again (case-insensitive).
     * @maxLength 254
     */
  confirmEmail?: string;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SignupRequest {
  /**
     * Full name (first and last name joined by a space).
     * @minLength 1
     * @maxLength 200
     */
  name: string;
  /** @maxLength 254 */
  email: string;
  /**
     * At least 8 characters with an uppercase letter, a lowercase letter, a number and one of !@#$%^&* (checked on the server in that order with the spec's messages).
     * @maxLength 128
     */
  password: string;
}

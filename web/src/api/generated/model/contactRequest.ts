/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ContactRequest {
  /**
     * @minLength 1
     * @maxLength 200
     */
  name: string;
  /** @maxLength 254 */
  email: string;
  /**
     * @minLength 1
     * @maxLength 5000
     */
  message: string;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface DeleteUserRequest {
  /**
     * @minLength 3
     * @maxLength 500
     */
  reason: string;
  /**
     * The person's e-mail, typed by the admin (case-insensitive); anything else is refused with 400.
     * @maxLength 254
     */
  confirmEmail: string;
}

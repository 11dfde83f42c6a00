/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ChangePasswordRequest {
  /**
     * @minLength 1
     * @maxLength 128
     */
  currentPassword: string;
  /**
     * New password; same strength rules as sign-up ('New password must be at least 8 characters long.' first).
     * @maxLength 128
     */
  newPassword: string;
}

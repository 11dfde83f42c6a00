/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface StaffActionReason {
  /**
     * Why; kept in the audit log. Must not be blank after trimming.
     * @minLength 3
     * @maxLength 500
     */
  reason: string;
}

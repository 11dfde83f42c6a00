/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Only this action, e.g. `user.suspend`.
 */
export type AuditActionParameter = string;

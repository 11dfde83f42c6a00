/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Only actions on this target id (a user's, a ticket's, an announcement's).
 */
export type AuditTargetParameter = string;

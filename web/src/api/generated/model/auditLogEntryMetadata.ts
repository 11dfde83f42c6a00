/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Action-specific details (never secrets).
 */
export type AuditLogEntryMetadata = { [key: string]: unknown };

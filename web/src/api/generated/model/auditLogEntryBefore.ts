/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * The target's values the action changed, before it (never secrets).
 * @nullable
 */
export type AuditLogEntryBefore = { [key: string]: unknown } | null;

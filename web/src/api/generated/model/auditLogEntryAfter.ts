/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * The same values after it.
 * @nullable
 */
export type AuditLogEntryAfter = { [key: string]: unknown } | null;

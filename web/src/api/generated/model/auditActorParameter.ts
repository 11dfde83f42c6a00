/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Case-insensitive substring of the acting staff member's e-mail.
 */
export type AuditActorParameter = string;

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Event-specific details (never secrets or document text).
 */
export type ActivityEventMetadata = { [key: string]: unknown };

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `RATE_LIMITED`: too many attempts from this client (limits are kept in the database and hold across server instances).
 */
export type RateLimitedResponse = ErrorEnvelope;

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * Any client error raised by the shared HTTP layer before the handler runs (e.g. 400 `VALIDATION_FAILED` for a malformed request, 429 `RATE_LIMITED` from an abuse limit), in the shared envelope.
 */
export type ClientErrorResponse = ErrorEnvelope;

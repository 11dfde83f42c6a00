/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

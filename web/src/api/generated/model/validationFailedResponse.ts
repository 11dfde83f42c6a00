/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

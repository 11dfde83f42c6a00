/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `CONFLICT`: the request conflicts with the current state (e.g. the e-mail is taken, the session is finished, the e-mail is already verified).
 */
export type ConflictResponse = ErrorEnvelope;

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `UNPROCESSABLE`: well-formed but unusable (a file with no extractable text or too large or complex to read, a recording with no speech).
 */
export type UnprocessableResponse = ErrorEnvelope;

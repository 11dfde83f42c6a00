/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `UNPROCESSABLE`: well-formed but unusable (a file with no extractable text, a recording with no speech).
 */
export type UnprocessableResponse = ErrorEnvelope;

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `UNPROCESSABLE`: well-formed but unusable (a file with no extractable text or too large or complex to read, a recording with no speech, a document too long or complex to make into a file).
 */
export type UnprocessableResponse = ErrorEnvelope;

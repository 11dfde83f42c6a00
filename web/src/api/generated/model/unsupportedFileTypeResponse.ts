/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `UNSUPPORTED_FILE_TYPE`: the content is not an accepted type.
 */
export type UnsupportedFileTypeResponse = ErrorEnvelope;

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `FILE_TOO_LARGE`: the upload is over the limit (documents: 102400 bytes, 'File is larger than 100KB').
 */
export type FileTooLargeResponse = ErrorEnvelope;

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorCode } from './errorCode.ts';
import type { ErrorDetail } from './errorDetail.ts';

/**
 * The body of every non-2xx answer.
 */
export interface ErrorEnvelope {
  error: ErrorCode;
  /** Human-readable text the web app may show as is. */
  message: string;
  /** The request's id, also in the server logs. */
  requestId: string;
  details?: ErrorDetail[];
}

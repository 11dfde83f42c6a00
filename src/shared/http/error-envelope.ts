import type { ErrorCode, ErrorDetail } from '../kernel/app-error.ts';

/** The one JSON body of every non-2xx answer (docs/architecture.md section 4). */
export interface ErrorEnvelope {
  error: ErrorCode;
  message: string;
  requestId: string;
  details?: ErrorDetail[];
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  UPGRADE_REQUIRED: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  TRIAL_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  PROVIDER_UNAVAILABLE: 503,
};

export function envelope(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: ErrorDetail[],
): ErrorEnvelope {
  return details && details.length > 0
    ? { error: code, message, requestId, details }
    : { error: code, message, requestId };
}

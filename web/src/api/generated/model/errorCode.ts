/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Machine-readable error code of the envelope; the HTTP status follows from it.
 *
 * | code | status | meaning |
 * |---|---|---|
 * | `VALIDATION_FAILED` | 400 | The request does not match the contract (zod issues in `details`) or breaks a rule on its input. |
 * | `UNAUTHENTICATED` | 401 | Missing, invalid or expired credentials. The web app refreshes once, then signs out. |
 * | `UPGRADE_REQUIRED` | 402 | A Free plan limit was reached. Default 'Please upgrade your plan to continue.' |
 * | `FORBIDDEN` | 403 | Role or account state does not allow this (regular user on a staff endpoint, suspended account). |
 * | `EMAIL_NOT_VERIFIED` | 403 | AI action while e-mail verification is required. Default 'Please verify your email to access this.' |
 * | `TRIAL_EXPIRED` | 403 | Pro-only action after the Pro trial ended unpaid. Default 'Your trial has expired.' |
 * | `NOT_FOUND` | 404 | Unknown id, or one owned by someone else. |
 * | `CONFLICT` | 409 | Conflicts with the current state (e-mail taken, session finished, …). |
 * | `FILE_TOO_LARGE` | 413 | Upload over the limit ('File is larger than 100KB' for documents). |
 * | `UNSUPPORTED_FILE_TYPE` | 415 | 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.' |
 * | `UNPROCESSABLE` | 422 | Well-formed but unusable input (no extractable text, no speech). |
 * | `RATE_LIMITED` | 429 | Too many attempts; see `Retry-After`. |
 * | `INTERNAL` | 500 | Unexpected failure; generic message, cause only in the logs under `requestId`. |
 * | `NOT_IMPLEMENTED` | 501 | The module owning the operation has not landed yet. |
 * | `PROVIDER_UNAVAILABLE` | 503 | An outside provider (AI, speech, payments, mail, Google) failed or is not configured. |
 */
export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];


export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TRIAL_EXPIRED: 'TRIAL_EXPIRED',
  UPGRADE_REQUIRED: 'UPGRADE_REQUIRED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  INTERNAL: 'INTERNAL',
} as const;

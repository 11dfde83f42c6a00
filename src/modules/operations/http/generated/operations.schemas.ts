/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export type HealthStatusStatus = typeof HealthStatusStatus[keyof typeof HealthStatusStatus];


export const HealthStatusStatus = {
  ok: 'ok',
} as const;

export interface HealthStatus {
  status: HealthStatusStatus;
}

export type ReadinessStatusStatus = typeof ReadinessStatusStatus[keyof typeof ReadinessStatusStatus];


export const ReadinessStatusStatus = {
  ready: 'ready',
  unavailable: 'unavailable',
} as const;

export type ReadinessChecksDatabase = typeof ReadinessChecksDatabase[keyof typeof ReadinessChecksDatabase];


export const ReadinessChecksDatabase = {
  ok: 'ok',
  error: 'error',
} as const;

/**
 * Whether the background job queue's tables can be read.
 */
export type ReadinessChecksQueue = typeof ReadinessChecksQueue[keyof typeof ReadinessChecksQueue];


export const ReadinessChecksQueue = {
  ok: 'ok',
  error: 'error',
} as const;

export interface ReadinessChecks {
  database: ReadinessChecksDatabase;
  /** Whether the background job queue's tables can be read. */
  queue: ReadinessChecksQueue;
}

export interface ReadinessQueue {
  /**
     * Jobs waiting to run (evaluations, report scoring, mail), retries included.
     * @minimum 0
     */
  depth: number;
  /**
     * How long the oldest job ready to run has waited; null when none waits.
     * @minimum 0
     * @nullable
     */
  oldestJobAgeSeconds: number | null;
  /**
     * Jobs that failed every retry and wait for an operator.
     * @minimum 0
     */
  deadLetters: number;
}

export interface ReadinessStatus {
  status: ReadinessStatusStatus;
  checks: ReadinessChecks;
  /** Present when the queue could be read. */
  queue?: ReadinessQueue;
}

export interface ClientErrorReport {
  /**
     * @minLength 1
     * @maxLength 2000
     */
  message: string;
  /** @maxLength 10000 */
  stack?: string;
  /**
     * The page the error happened on.
     * @maxLength 2000
     */
  url: string;
  /**
     * The id the error page showed the person, if any.
     * @maxLength 100
     */
  errorId?: string;
  /** @maxLength 500 */
  userAgent?: string;
}

export type PublicConfigPaymentProvider = typeof PublicConfigPaymentProvider[keyof typeof PublicConfigPaymentProvider];


export const PublicConfigPaymentProvider = {
  sandbox: 'sandbox',
  stripe: 'stripe',
} as const;

export interface PublicConfig {
  /**
     * The browser's Sentry DSN (public by design) when error reports go to Sentry; null sends them to `POST /api/client-errors`. Either way only after analytics consent.
     * @nullable
     */
  sentryDsn: string | null;
  googleSignInEnabled: boolean;
  /** False means the web app uses the browser's own speech recognition only. */
  speechToTextEnabled: boolean;
  /** False means questions have no `audioUrl` and the browser speaks them. */
  textToSpeechEnabled: boolean;
  paymentProvider: PublicConfigPaymentProvider;
  requireEmailVerification: boolean;
  /** @minimum 0 */
  trialDays: number;
}

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

/**
 * One validation issue (a zod issue), or the reason of a refusal: code
 * `account_suspended` on the 401 or 403 of a suspended account.
 */
export interface ErrorDetail {
  /** Where in the request the issue is (property names and array indexes). */
  path: (string | number)[];
  message: string;
  /** The zod issue code (e.g. `invalid_type`, `too_big`, `custom`), or `account_suspended`. */
  code: string;
}

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

/**
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;

/**
 * Any client error raised by the shared HTTP layer before the handler runs (e.g. 400 `VALIDATION_FAILED` for a malformed request, 429 `RATE_LIMITED` from an abuse limit), in the shared envelope.
 */
export type ClientErrorResponse = ErrorEnvelope;

/**
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

/**
 * `RATE_LIMITED`: too many attempts from this client (limits are kept in the database and hold across server instances).
 */
export type RateLimitedResponse = ErrorEnvelope;


/**
 * The codes a client can rely on (docs/architecture.md section 4). Use cases throw an AppError with one of
 * these; the HTTP error handler is the only place that turns a code into a status.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'UPGRADE_REQUIRED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'TRIAL_EXPIRED',
  'NOT_FOUND',
  'CONFLICT',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'NOT_IMPLEMENTED',
  'PROVIDER_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetail {
  path: (string | number)[];
  message: string;
  code: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  /** For RATE_LIMITED: whole seconds until trying again can succeed (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { details?: ErrorDetail[]; cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options?.details;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Resource') {
    super('NOT_FOUND', `${what} not found.`);
  }
}

export class NotImplementedError extends AppError {
  constructor() {
    super('NOT_IMPLEMENTED', 'This capability is not available yet.');
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super('VALIDATION_FAILED', message, { details });
  }
}

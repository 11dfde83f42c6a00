export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  requestId?: string;
  details?: unknown;
  /** The envelope's own `message`, when the server sent one (screens prefer it to their default text). */
  serverMessage?: string | null;
};

/** A non-2xx answer in the shared error envelope `{ error, message, requestId, details? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly details: unknown;
  readonly serverMessage: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details;
    this.serverMessage = init.serverMessage ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a screen shows for a failed call: the server's own message when it sent one (a suspended
 * account, a rate limit, a rule the server checks), else the screen's default text from the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

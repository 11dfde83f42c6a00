export type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  requestId?: string;
  details?: unknown;
};

/** A non-2xx answer in the shared error envelope `{ error, message, requestId, details? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly details: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

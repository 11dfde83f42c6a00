import { ApiError } from './api-error';
import type { ErrorAnswer } from './api-response';
import { uiStore } from './ui-store';

export const UPGRADE_REQUIRED_DEFAULT = 'Please upgrade your plan to continue.';
export const EMAIL_NOT_VERIFIED_DEFAULT = 'Please verify your email to access this.';
export const TRIAL_EXPIRED_DEFAULT = 'Your trial has expired.';
export const API_ERROR_DEFAULT = 'An API error occurred.';
export const SERVER_ERROR_DEFAULT = 'An unexpected server error occurred.';

function toError(answer: ErrorAnswer, message: string): ApiError {
  return new ApiError({
    status: answer.status,
    code: answer.code ?? `HTTP_${answer.status}`,
    message,
    requestId: answer.requestId,
    details: answer.details,
    serverMessage: answer.serverMessage,
  });
}

/**
 * Turns a non-2xx answer into the ApiError callers see, and opens the app-wide modal the spec's
 * error catalogue asks for (upgrade modal, error modal), with the catalogue's default texts.
 */
export function announceApiError(answer: ErrorAnswer, { quiet = false } = {}): ApiError {
  const { status, code, serverMessage } = answer;
  if (quiet) return toError(answer, serverMessage ?? code ?? API_ERROR_DEFAULT);

  if (status === 402) {
    const message = serverMessage ?? UPGRADE_REQUIRED_DEFAULT;
    uiStore.openUpgradeModal(message);
    return toError(answer, message);
  }
  if (status === 403 && code === 'EMAIL_NOT_VERIFIED') {
    const message = serverMessage ?? EMAIL_NOT_VERIFIED_DEFAULT;
    uiStore.openErrorModal(message);
    return toError(answer, message);
  }
  if (status === 403 && code === 'TRIAL_EXPIRED') {
    const message = serverMessage ?? TRIAL_EXPIRED_DEFAULT;
    uiStore.openUpgradeModal(message);
    return toError(answer, message);
  }
  if (status >= 500) {
    uiStore.openErrorModal(serverMessage ?? SERVER_ERROR_DEFAULT);
  }
  return toError(answer, serverMessage ?? code ?? API_ERROR_DEFAULT);
}

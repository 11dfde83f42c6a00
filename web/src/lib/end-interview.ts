import { endInterview } from '../api/generated/interviewing/interviewing';
import { isApiError } from './api-error';

/** A server that does not answer the end call by then (restarting, unreachable) counts as failed. */
export const END_TIMEOUT_MS = 10_000;

/**
 * Ends a session without the app-wide error modal (the caller moves on to the report whatever the
 * answer) and gives up after END_TIMEOUT_MS, so nobody waits on a server that is not answering.
 */
export async function endInterviewQuietly(sessionId: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), END_TIMEOUT_MS);
  try {
    await endInterview(sessionId, { quiet: true, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a failed end call may have left the session open: no answer at all (network, time-out)
 * or a failure on the server's side. A client error (the session is finished, unknown or not
 * the caller's) means there is nothing left to end.
 */
export function endMayBePending(cause: unknown): boolean {
  if (!isApiError(cause)) return true;
  const { status } = cause;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

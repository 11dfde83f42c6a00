/** The server ends a notification stream after this long; the client reconnects with its token. */
export const NOTIFICATION_STREAM_SECONDS = 60;

/** At most this many missed notifications are replayed to a client that reconnects. */
export const MAX_REPLAYED_NOTIFICATIONS = 50;

/**
 * The position a reconnecting client last saw, from its Last-Event-ID header: a whole number (0
 * when the person had no notifications yet), else null (a forged value is ignored, never an
 * error).
 */
export function lastSeenPosition(header: string | undefined): number | null {
  if (header === undefined) return null;
  const text = header.trim();
  if (!/^(0|[1-9][0-9]{0,15})$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * One person may hold this many notification streams open on one server instance (a bell per
 * browser tab); one more is refused with 429 until one of them ends.
 */
export const NOTIFICATION_STREAMS_PER_PERSON = 5;

/** The refusal of one stream too many, and when to try again: by then a stream has ended. */
export const TOO_MANY_NOTIFICATION_STREAMS =
  'Too many notification streams are open. Close another tab and try again.';
export const NOTIFICATION_STREAM_RETRY_SECONDS = NOTIFICATION_STREAM_SECONDS;

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

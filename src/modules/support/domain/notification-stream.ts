/** The server ends a notification stream after this long; the client reconnects with its token. */
export const NOTIFICATION_STREAM_SECONDS = 60;

/** At most this many missed notifications are replayed to a client that reconnects. */
export const MAX_REPLAYED_NOTIFICATIONS = 50;

/**
 * The position a reconnecting client last saw, from its Last-Event-ID header: a positive whole
 * number, else null (a stale, forged or foreign value is ignored, never an error).
 */
export function lastSeenPosition(header: string | undefined): number | null {
  if (header === undefined) return null;
  const text = header.trim();
  if (!/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

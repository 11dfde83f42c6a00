import { type AccessEnd, type AccessWatch, accessEndMessage } from '../../identity/index.ts';
import type { Notification } from '../domain/notification.ts';
import { MAX_REPLAYED_NOTIFICATIONS, NOTIFICATION_STREAM_SECONDS } from '../domain/notification-stream.ts';
import type { NotificationWatcher } from '../ports/notification-signals.ts';
import { presentNotification } from './presenters.ts';

/** What the stream writes to: Hono's SSE stream, or a test's recorder. */
export interface SseSink {
  write(text: string): Promise<unknown>;
  writeSSE(message: { event: string; data: string; id?: string }): Promise<void>;
  readonly aborted: boolean;
  onAbort(listener: () => void): void;
}

/** What the stream reads (the support module's NotificationFeed). */
export interface StreamFeed {
  head(userId: string): Promise<{ lastSeq: number; unreadCount: number }>;
  after(userId: string, seq: number, limit: number): Promise<Notification[]>;
  watch(userId: string, watcher: NotificationWatcher): () => void;
}

/** The caller's access while the stream is open: it ends once their access ends. */
export type StreamAccess = Pick<AccessWatch, 'onEnd' | 'confirm'>;

export interface NotificationStreamOptions {
  /** Ends the stream when the person's access ends; nothing is sent once it has. */
  access?: StreamAccess;
  /** A comment line this often keeps proxies and browsers from closing a quiet stream. */
  heartbeatMs?: number;
  /** How often the stream looks for changes made on other instances. */
  pollMs?: number;
  /** When the server ends the stream (the client reconnects with its token). */
  durationMs?: number;
  onError(err: unknown): void;
}

export const HEARTBEAT_MS = 15_000;
/** One indexed query per open stream this often: the newest position and the unread count. */
export const POLL_MS = 5_000;

/**
 * Writes a person's notifications as server-sent events until the time is up or the client
 * leaves: an opening comment and `retry: 1000`, an `unread` event with the count (its id the
 * position the client has everything up to, so a reconnect resumes from there), the notifications
 * after the client's Last-Event-ID, then a `notification` event (id = its position) for each new
 * one and an `unread` event whenever the count changes. Changes made on this instance arrive at
 * once by signal; those made elsewhere by the poll. Every timer and the watch end with the stream.
 * When the person's access ends (found by the access watch, or read again before anything is
 * sent), nothing more is sent but a last `signed_out` event saying why, and the stream ends.
 */
export async function pipeNotificationStream(
  sink: SseSink,
  feed: StreamFeed,
  userId: string,
  lastSeen: number | null,
  options: NotificationStreamOptions,
): Promise<void> {
  let stopped = false;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    finish();
  };
  const live = () => !stopped && !sink.aborted;

  // until the first count is out, changes wait: the opening reads them anyway
  let opened = false;
  let cursor = 0;
  let unread = -1;
  let refreshing: Promise<void> | null = null;
  let again = false;

  const send = async (notifications: Notification[]) => {
    for (const n of notifications) {
      if (!live()) return;
      await sink.writeSSE({
        event: 'notification',
        id: String(n.seq),
        data: JSON.stringify(presentNotification(n)),
      });
      cursor = Math.max(cursor, n.seq);
    }
  };
  const sendUnread = async (count: number, id?: number) => {
    if (!live()) return;
    unread = count;
    const message = { event: 'unread', data: JSON.stringify({ unreadCount: count }) };
    await sink.writeSSE(id === undefined ? message : { ...message, id: String(id) });
  };
  const refreshOnce = async () => {
    const head = await feed.head(userId);
    if (head.lastSeq <= cursor && head.unreadCount === unread) return;
    // the access may have ended since the last check: nothing goes out to a revoked person
    if (options.access && (await options.access.confirm())) return;
    if (head.lastSeq > cursor) await send(await feed.after(userId, cursor, MAX_REPLAYED_NOTIFICATIONS));
    if (head.unreadCount !== unread) await sendUnread(head.unreadCount);
  };
  // one refresh at a time; a signal during one runs another right after, so none is lost
  const refresh = () => {
    if (!opened || !live()) return;
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = (async () => {
      try {
        do {
          again = false;
          await refreshOnce();
        } while (again && live());
      } catch (err) {
        options.onError(err);
        stop();
      } finally {
        refreshing = null;
      }
    })();
  };

  let ended: AccessEnd | null = null;
  options.access?.onEnd((end) => {
    ended = end;
    stop();
  });
  sink.onAbort(stop);
  const unwatch = feed.watch(userId, { changed: refresh, closed: stop });
  const heartbeat = setInterval(() => {
    if (live()) sink.write(': heartbeat\n\n').catch(stop);
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  const poll = setInterval(refresh, options.pollMs ?? POLL_MS);
  const end = setTimeout(stop, options.durationMs ?? NOTIFICATION_STREAM_SECONDS * 1000);
  try {
    await sink.write(': notifications\nretry: 1000\n\n');
    const head = await feed.head(userId);
    // a position beyond the person's newest is not theirs to resume from: start at the newest
    cursor = lastSeen !== null && lastSeen <= head.lastSeq ? lastSeen : head.lastSeq;
    await sendUnread(head.unreadCount, cursor);
    if (head.lastSeq > cursor) await send(await feed.after(userId, cursor, MAX_REPLAYED_NOTIFICATIONS));
    opened = true;
    // anything that changed while the stream opened
    refresh();
    await finished;
  } catch (err) {
    options.onError(err);
  } finally {
    stopped = true;
    clearInterval(heartbeat);
    clearInterval(poll);
    clearTimeout(end);
    unwatch();
    await (refreshing as Promise<void> | null);
  }
  // the last word, after everything else: why the stream ends (the client refreshes or signs out)
  const why = ended as AccessEnd | null;
  if (why && !sink.aborted) {
    await sink
      .writeSSE({
        event: 'signed_out',
        data: JSON.stringify({ reason: why, message: accessEndMessage(why) }),
      })
      .catch(options.onError);
  }
}

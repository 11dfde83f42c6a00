import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getListMyTicketsQueryKey } from '../../api/generated/support/support';
import { useStoredToken } from '../../lib/auth-token';
import {
  latestNotificationsKey,
  latestNotificationsQueryOptions,
  cachedUnreadCount,
  prependNotification,
  refreshNotifications,
  setUnreadCount,
} from './notification-cache';
import { type NotificationStreamOptions, runNotificationStream } from './notification-stream';

/** Without a stream the bell asks every 30 seconds (contract: clients that cannot stream poll). */
export const POLL_INTERVAL_MS = 30_000;
/** After the stream kept failing, polling goes on for this long before streaming is tried again. */
export const STREAM_RETRY_AFTER_MS = 5 * 60_000;
/** Focus and visibility often fire together: one refresh for both. */
const FOCUS_REFRESH_GAP_MS = 1000;

export type NotificationLiveMode = 'streaming' | 'polling';

export type NotificationStreamHookOptions = Pick<
  NotificationStreamOptions,
  'maxFailures' | 'maxBackoffMs' | 'idleTimeoutMs'
> & {
  pollIntervalMs?: number;
  streamRetryAfterMs?: number;
};

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      window.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function canStream(): boolean {
  return (
    typeof fetch === 'function' &&
    typeof ReadableStream === 'function' &&
    typeof TextDecoder === 'function' &&
    typeof AbortController === 'function'
  );
}

/**
 * Keeps the bell's unread count and the cached notification lists current while someone is signed
 * in. Mount it once (the bell does). It streams GET /api/user/notifications/stream: `unread` sets
 * the count in the query cache, `notification` goes on top of the cached lists, which are then
 * fetched again. If the browser cannot stream, the server cannot, or the stream keeps failing, it
 * polls the dropdown's list every 30 seconds instead (and tries the stream again later, unless the
 * server said it cannot). Focus or a tab coming back into view fetches the lists again. Signing out
 * or unmounting closes the stream.
 */
export function useNotificationStream(options: NotificationStreamHookOptions = {}): NotificationLiveMode {
  const client = useQueryClient();
  const signedIn = useStoredToken() !== null;
  const [polling, setPolling] = useState(false);
  const {
    pollIntervalMs = POLL_INTERVAL_MS,
    streamRetryAfterMs = STREAM_RETRY_AFTER_MS,
    maxFailures,
    maxBackoffMs,
    idleTimeoutMs,
  } = options;

  useQuery({
    ...latestNotificationsQueryOptions(),
    enabled: signedIn,
    refetchInterval: polling ? pollIntervalMs : false,
  });

  useEffect(() => {
    if (!signedIn) return;
    if (!canStream()) {
      setPolling(true);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      while (!signal.aborted) {
        const end = await runNotificationStream({
          signal,
          maxFailures,
          maxBackoffMs,
          idleTimeoutMs,
          onOpen: () => setPolling(false),
          onUnread: (count) => {
            const latest = client.getQueryState(latestNotificationsKey());
            // a refetch that left before this count changed must not overwrite it when it lands;
            // and a count that differs from the cached list's means the list is stale (it was
            // cached on an earlier page, before notifications arrived that no stream delivered)
            const stale = cachedUnreadCount(client) !== undefined && cachedUnreadCount(client) !== count;
            if ((latest?.data !== undefined && latest.fetchStatus === 'fetching') || stale) {
              void refreshNotifications(client);
            }
            setUnreadCount(client, count);
          },
          onNotification: (notification) => {
            prependNotification(client, notification);
            void refreshNotifications(client);
            // a staff reply: an open ticket page shows it at once
            if (notification.type === 'support_ticket_reply') {
              const tickets = getListMyTicketsQueryKey()[0];
              void client.invalidateQueries({
                predicate: (query) => String(query.queryKey[0]).startsWith(tickets),
              });
            }
          },
        });
        if (end === 'aborted' || end === 'signed-out') return;
        setPolling(true);
        if (end === 'unsupported') return;
        await waitFor(streamRetryAfterMs, signal);
      }
    };
    void run();
    return () => controller.abort();
  }, [client, signedIn, maxFailures, maxBackoffMs, idleTimeoutMs, streamRetryAfterMs]);

  useEffect(() => {
    if (!signedIn) return;
    let last = 0;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - last < FOCUS_REFRESH_GAP_MS) return;
      last = now;
      void refreshNotifications(client);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [client, signedIn]);

  return polling ? 'polling' : 'streaming';
}

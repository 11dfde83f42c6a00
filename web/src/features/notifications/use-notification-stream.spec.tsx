import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../api/generated/model';
import { getQueryClient } from '../../app/query-client';
import { clearToken, setToken } from '../../lib/auth-token';
import { server } from '../../test/msw-server';
import { latestNotificationsKey } from './notification-cache';
import { eventStream, fakeNotificationServer, makeNotification, sse } from './notification-test-server';
import { type NotificationStreamHookOptions, useNotificationStream } from './use-notification-stream';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

function mount(options: NotificationStreamHookOptions = {}) {
  setToken('token-1');
  return renderHook(() => useNotificationStream(options), { wrapper });
}

const latest = () => getQueryClient().getQueryData<NotificationList>(latestNotificationsKey());

describe('useNotificationStream', () => {
  it('opens the stream with the token and sets the unread count from its events', async () => {
    const fake = fakeNotificationServer([makeNotification({ is_read: true })]);
    server.use(...fake.handlers);
    const { result } = mount();
    await waitFor(() => expect(latest()?.unreadCount).toBe(0));
    await waitFor(() => expect(fake.connections).toHaveLength(1));
    expect(fake.connections[0]?.token).toBe('token-1');

    const fresh = makeNotification({ title: 'Fresh' });
    act(() => fake.add(fresh));
    await waitFor(() => expect(latest()?.unreadCount).toBe(1));
    expect(latest()?.notifications[0]?.id).toBe(fresh.id);
    expect(result.current).toBe('streaming');
  });

  it("reconnects after the server ends the stream, after its retry delay, from the last event's id", async () => {
    const note = makeNotification({ title: 'While you were away' });
    const opened: number[] = [];
    const fake = fakeNotificationServer([], {
      stream: (connection) => {
        opened.push(Date.now());
        // the notification is stored on the server as the first stream announces it
        if (connection === 0) fake.add(note);
        return eventStream((controller) => {
          const text =
            connection === 0
              ? `retry: 40\n\n${sse('unread', { unreadCount: 0 })}${sse('notification', note, 7)}${sse('unread', { unreadCount: 1 })}`
              : sse('unread', { unreadCount: 1 });
          controller.enqueue(new TextEncoder().encode(text));
          // the first stream ends as the server's do after a minute; the second stays open
          if (connection === 0) controller.close();
        });
      },
    });
    server.use(...fake.handlers);
    mount();
    await waitFor(() => expect(fake.connections).toHaveLength(2));
    expect(fake.connections.map((connection) => connection.lastEventId)).toEqual([null, '7']);
    expect((opened[1] ?? 0) - (opened[0] ?? 0)).toBeGreaterThanOrEqual(35);
    await waitFor(() => expect(latest()?.unreadCount).toBe(1));
  });

  it('polls the latest list every interval when the server cannot stream', async () => {
    const fake = fakeNotificationServer([], {
      stream: () =>
        HttpResponse.json({ error: 'NOT_IMPLEMENTED', message: 'No streams here.' }, { status: 501 }),
    });
    server.use(...fake.handlers);
    const { result } = mount({ pollIntervalMs: 60 });
    await waitFor(() => expect(result.current).toBe('polling'));
    await waitFor(() => expect(latest()?.unreadCount).toBe(0));

    // a notification arrives on the server: the next poll shows it, no stream involved
    act(() => fake.add(makeNotification()));
    await waitFor(() => expect(latest()?.unreadCount).toBe(1));
    await waitFor(() => expect(fake.requests.latest).toBeGreaterThanOrEqual(3));
    expect(fake.connections).toHaveLength(1);
  });

  it('backs off after failures, polls once the stream keeps failing, and streams again later', async () => {
    const fake = fakeNotificationServer([], {
      stream: (connection) =>
        connection < 3
          ? HttpResponse.error()
          : eventStream((controller) =>
              controller.enqueue(new TextEncoder().encode(sse('unread', { unreadCount: 0 }))),
            ),
    });
    server.use(...fake.handlers);
    const { result } = mount({
      maxFailures: 3,
      maxBackoffMs: 5,
      pollIntervalMs: 50,
      streamRetryAfterMs: 300,
    });
    await waitFor(() => expect(result.current).toBe('polling'));
    expect(fake.connections).toHaveLength(3);
    const polled = fake.requests.latest;
    await waitFor(() => expect(fake.requests.latest).toBeGreaterThan(polled));
    // after a while the stream is tried again and, now that it works, polling stops
    await waitFor(() => expect(result.current).toBe('streaming'));
    expect(fake.connections).toHaveLength(4);
  });

  it('fetches the lists again when the window regains focus or the tab becomes visible', async () => {
    const fake = fakeNotificationServer([]);
    server.use(...fake.handlers);
    mount();
    await waitFor(() => expect(fake.requests.latest).toBe(1));
    await waitFor(() => expect(fake.connections).toHaveLength(1));

    // a notification the stream did not carry (the server restarted, say) shows on focus
    fakeAddSilently(fake);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(fake.requests.latest).toBe(2));
    await waitFor(() => expect(latest()?.unreadCount).toBe(1));
    // the visibility change that comes with the same return is not a second fetch
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests.latest).toBe(2);
  });

  it('closes the stream on sign-out and does not reconnect', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get('/api/user/notifications', () => HttpResponse.json({ notifications: [], unreadCount: 0 })),
      http.get('/api/user/notifications/stream', ({ request }) => {
        signals.push(request.signal);
        return eventStream((controller) =>
          controller.enqueue(new TextEncoder().encode(sse('unread', { unreadCount: 0 }))),
        );
      }),
    );
    mount();
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    act(() => clearToken());
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signals).toHaveLength(1);
  });

  it('refreshes the token once on 401 and streams with the new one', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      // the list agrees with the stream, as the server's do: 3 unread
      http.get('/api/user/notifications', () => HttpResponse.json({ notifications: [], unreadCount: 3 })),
      http.post('/api/auth/refresh_token', () => HttpResponse.json({ token: 'token-2' })),
      http.get('/api/user/notifications/stream', ({ request }) => {
        const token = request.headers.get('x-auth-token');
        tokens.push(token);
        if (token !== 'token-2') {
          return HttpResponse.json({ error: 'UNAUTHENTICATED', message: 'Expired.' }, { status: 401 });
        }
        return eventStream((controller) =>
          controller.enqueue(new TextEncoder().encode(sse('unread', { unreadCount: 3 }))),
        );
      }),
    );
    mount();
    await waitFor(() => expect(tokens).toEqual(['token-1', 'token-2']));
    await waitFor(() => expect(latest()?.unreadCount).toBe(3));
  });
});

/** Stores a notification on the fake server without telling any stream. */
function fakeAddSilently(fake: ReturnType<typeof fakeNotificationServer>) {
  const connections = fake.connections.splice(0);
  fake.add(makeNotification());
  fake.connections.push(...connections);
}

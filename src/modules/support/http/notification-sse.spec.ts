import { describe, expect, it } from 'vitest';
import { InProcessNotificationSignals } from '../adapters/in-process-notification-signals.ts';
import type { Notification } from '../domain/notification.ts';
import type { AccessEnd } from '../../identity/index.ts';
import {
  pipeNotificationStream,
  type SseSink,
  type StreamAccess,
  type StreamFeed,
} from './notification-sse.ts';

function recorder() {
  const written: string[] = [];
  const listeners: (() => void)[] = [];
  const sink: SseSink & { leave(): void } = {
    aborted: false,
    write: async (text) => written.push(text),
    writeSSE: async (m) => {
      written.push(`${m.id ? `id:${m.id} ` : ''}${m.event} ${m.data}`);
    },
    onAbort: (listener) => listeners.push(listener),
    leave() {
      (this as { aborted: boolean }).aborted = true;
      for (const l of listeners) l();
    },
  };
  return { sink, written };
}

/** The person's notifications in memory, with the in-process signals the app uses. */
function fakeFeed() {
  const rows: Notification[] = [];
  const signals = new InProcessNotificationSignals();
  let seq = 100;
  const feed: StreamFeed & { heads: number } = {
    heads: 0,
    head: async (userId) => {
      feed.heads += 1;
      const mine = rows.filter((n) => n.userId === userId);
      return { lastSeq: mine.at(-1)?.seq ?? 0, unreadCount: mine.filter((n) => !n.readAt).length };
    },
    after: async (userId, after, limit) =>
      rows.filter((n) => n.userId === userId && n.seq > after).slice(-limit),
    watch: (userId, watcher) => signals.watch(userId, watcher),
  };
  const add = (userId: string, title: string) => {
    seq += 1;
    rows.push({
      id: `n${seq}`,
      userId,
      seq,
      type: 'general',
      title,
      body: '',
      linkUrl: null,
      readAt: null,
      createdAt: new Date('2026-11-22T09:00:00Z'),
    });
    return seq;
  };
  const readAll = (userId: string) => {
    for (const n of rows) if (n.userId === userId) n.readAt = new Date();
  };
  return { feed, signals, add, readAll };
}

/** The caller's access, ended by the test: by the watch's own check, or found by `confirm`. */
function fakeAccess() {
  let listener: ((end: AccessEnd) => void) | undefined;
  let stored: AccessEnd | null = null;
  const access: StreamAccess & { confirms: number } = {
    confirms: 0,
    onEnd: (l) => {
      listener = l;
    },
    confirm: async () => {
      access.confirms += 1;
      if (stored) listener?.(stored);
      return stored;
    },
  };
  return {
    access,
    /** The account changed in the database; the watch has not looked yet. */
    revokeQuietly: (end: AccessEnd) => {
      stored = end;
    },
    /** The watch's check of every second found it. */
    revoke: (end: AccessEnd) => {
      stored = end;
      listener?.(end);
    },
  };
}

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const events = (written: string[]) => written.filter((w) => !w.startsWith(':'));

describe('the notification stream on the wire', () => {
  it('opens with a comment and retry: 1000, then the unread count at the client’s position', async () => {
    const { feed, add } = fakeFeed();
    add('u1', 'one');
    const last = add('u1', 'two');
    const { sink, written } = recorder();
    await pipeNotificationStream(sink, feed, 'u1', null, { durationMs: 30, onError: () => {} });
    expect(written[0]).toBe(': notifications\nretry: 1000\n\n');
    expect(events(written)).toEqual([`id:${last} unread {"unreadCount":2}`]);
  });

  it('sends what a reconnecting client missed, oldest first, after the count', async () => {
    const { feed, add } = fakeFeed();
    const seen = add('u1', 'seen');
    const a = add('u1', 'missed a');
    add('u2', 'someone else’s');
    const b = add('u1', 'missed b');
    const { sink, written } = recorder();
    await pipeNotificationStream(sink, feed, 'u1', seen, { durationMs: 30, onError: () => {} });
    const sent = events(written);
    expect(sent[0]).toBe(`id:${seen} unread {"unreadCount":3}`);
    expect(sent.slice(1).map((e) => e.split(' ')[0])).toEqual([`id:${a}`, `id:${b}`]);
    expect(sent.join('\n')).not.toContain('someone else');
  });

  it('ignores a Last-Event-ID beyond the person’s newest notification', async () => {
    const { feed, add } = fakeFeed();
    const last = add('u1', 'one');
    const { sink, written } = recorder();
    await pipeNotificationStream(sink, feed, 'u1', 10_000, { durationMs: 30, onError: () => {} });
    expect(events(written)).toEqual([`id:${last} unread {"unreadCount":1}`]);
  });

  it('keeps the badge current: a new notification and a read arrive at once by signal', async () => {
    const { feed, signals, add, readAll } = fakeFeed();
    const { sink, written } = recorder();
    const open = pipeNotificationStream(sink, feed, 'u1', null, {
      durationMs: 5_000,
      pollMs: 60_000,
      onError: () => {},
    });
    await tick();
    const seq = add('u1', 'Your report is ready');
    signals.publish('u1');
    await tick();
    readAll('u1');
    signals.publish('u1');
    await tick();
    sink.leave();
    await open;
    const sent = events(written);
    expect(sent[0]).toBe('id:0 unread {"unreadCount":0}');
    expect(sent[1]).toMatch(new RegExp(`^id:${seq} notification .*"title":"Your report is ready"`));
    expect(sent.slice(2)).toEqual(['unread {"unreadCount":1}', 'unread {"unreadCount":0}']);
  });

  it('finds a change made on another instance by polling', async () => {
    const { feed, add } = fakeFeed();
    const { sink, written } = recorder();
    const open = pipeNotificationStream(sink, feed, 'u1', null, {
      durationMs: 5_000,
      pollMs: 10,
      onError: () => {},
    });
    await tick();
    add('u1', 'from elsewhere');
    // no signal: only the poll can find it
    await tick(40);
    sink.leave();
    await open;
    expect(events(written).join('\n')).toContain('from elsewhere');
    expect(events(written).at(-1)).toBe('unread {"unreadCount":1}');
  });

  it('sends heartbeats and ends by itself when its time is up', async () => {
    const { feed, signals } = fakeFeed();
    const { sink, written } = recorder();
    await pipeNotificationStream(sink, feed, 'u1', null, {
      durationMs: 60,
      heartbeatMs: 10,
      onError: () => {},
    });
    expect(written).toContain(': heartbeat\n\n');
    expect(signals.watching()).toBe(0);
  });

  it('leaves nothing behind when the client goes: no watch, no poll, no more writes', async () => {
    const { feed, signals, add } = fakeFeed();
    const { sink, written } = recorder();
    const open = pipeNotificationStream(sink, feed, 'u1', null, {
      durationMs: 60_000,
      pollMs: 5,
      heartbeatMs: 5,
      onError: () => {},
    });
    await tick();
    expect(signals.watching('u1')).toBe(1);
    sink.leave();
    await open;
    expect(signals.watching()).toBe(0);
    const count = written.length;
    const heads = feed.heads;
    add('u1', 'after leaving');
    signals.publish('u1');
    await tick(30);
    expect(written.length).toBe(count);
    expect(feed.heads).toBe(heads);
  });

  it('ends when the server stops', async () => {
    const { feed, signals } = fakeFeed();
    const { sink } = recorder();
    const open = pipeNotificationStream(sink, feed, 'u1', null, { durationMs: 60_000, onError: () => {} });
    await tick();
    signals.closeAll();
    await open;
    expect(signals.watching()).toBe(0);
  });

  it('ends with a signed_out event saying why once the access ends, and sends nothing after', async () => {
    const { feed, signals, add } = fakeFeed();
    const { access, revoke } = fakeAccess();
    const { sink, written } = recorder();
    const open = pipeNotificationStream(sink, feed, 'u1', null, {
      access,
      durationMs: 60_000,
      pollMs: 5,
      onError: () => {},
    });
    await tick();
    revoke('suspended');
    await open;
    add('u1', 'after the suspension');
    signals.publish('u1');
    await tick(20);
    expect(events(written)).toEqual([
      'id:0 unread {"unreadCount":0}',
      'signed_out {"reason":"suspended","message":"Your account has been suspended. Please contact support."}',
    ]);
    expect(signals.watching()).toBe(0);
  });

  it('reads the access again before sending news: a revocation the watch has not seen yet stops it', async () => {
    const { feed, signals, add } = fakeFeed();
    const { access, revokeQuietly } = fakeAccess();
    const { sink, written } = recorder();
    const open = pipeNotificationStream(sink, feed, 'u1', null, {
      access,
      durationMs: 60_000,
      pollMs: 60_000,
      onError: () => {},
    });
    await tick();
    // nothing new: the poll and the signal cost no read of the account
    signals.publish('u1');
    await tick();
    expect(access.confirms).toBe(0);
    revokeQuietly('signed_out');
    add('u1', 'Your report is ready');
    signals.publish('u1');
    await open;
    expect(access.confirms).toBe(1);
    expect(events(written).join('\n')).not.toContain('Your report is ready');
    expect(events(written).at(-1)).toBe(
      'signed_out {"reason":"signed_out","message":"You were signed out. Please sign in again."}',
    );
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../api/generated/model';
import {
  allNotificationsKey,
  cachedUnreadCount,
  latestNotificationsKey,
  markAllReadInCache,
  markReadInCache,
  type NotificationPages,
  prependNotification,
  setUnreadCount,
} from './notification-cache';
import { makeNotification } from './notification-test-server';

function seed(list: NotificationList, pages: NotificationList[] = [list]) {
  const client = new QueryClient();
  client.setQueryData(latestNotificationsKey(), list);
  client.setQueryData<NotificationPages>(allNotificationsKey(), {
    pages,
    pageParams: pages.map((_, index) => index + 1),
  });
  const latest = () => client.getQueryData<NotificationList>(latestNotificationsKey());
  const all = () => client.getQueryData<NotificationPages>(allNotificationsKey());
  return { client, latest, all };
}

describe('notification cache', () => {
  it('marks one read and lowers the count in every list, only when it was unread', () => {
    const unread = makeNotification();
    const read = makeNotification({ is_read: true });
    const { client, latest, all } = seed({ notifications: [unread, read], unreadCount: 1 });

    expect(markReadInCache(client, read.id, false)).toBe(false);
    expect(latest()?.unreadCount).toBe(1);

    expect(markReadInCache(client, unread.id, true)).toBe(true);
    expect(latest()?.notifications[0]?.is_read).toBe(true);
    expect(latest()?.unreadCount).toBe(0);
    expect(all()?.pages[0]?.notifications[0]?.is_read).toBe(true);
    expect(all()?.pages[0]?.unreadCount).toBe(0);
  });

  it('never lowers the count below 0', () => {
    const unread = makeNotification();
    const { client, latest } = seed({ notifications: [unread], unreadCount: 0 });
    markReadInCache(client, unread.id, true);
    expect(latest()?.unreadCount).toBe(0);
  });

  it('marks all read with a count of 0', () => {
    const { client, latest, all } = seed({
      notifications: [makeNotification(), makeNotification()],
      unreadCount: 7,
    });
    markAllReadInCache(client);
    expect(latest()?.notifications.every((item) => item.is_read)).toBe(true);
    expect(latest()?.unreadCount).toBe(0);
    expect(all()?.pages[0]?.unreadCount).toBe(0);
  });

  it('sets the count from the stream everywhere, and reads it back', () => {
    const { client, all } = seed({ notifications: [], unreadCount: 0 });
    setUnreadCount(client, 4);
    expect(cachedUnreadCount(client)).toBe(4);
    expect(all()?.pages[0]?.unreadCount).toBe(4);
    setUnreadCount(client, -2);
    expect(cachedUnreadCount(client)).toBe(0);
  });

  it('puts a new one on top of the dropdown (keeping 5) and of the first page only, once', () => {
    const five = Array.from({ length: 5 }, () => makeNotification());
    const second = [makeNotification()];
    const { client, latest, all } = seed({ notifications: five, unreadCount: 5 }, [
      { notifications: five, unreadCount: 5, hasMore: true },
      { notifications: second, unreadCount: 5, hasMore: false },
    ]);
    const fresh = makeNotification({ title: 'Fresh' });
    prependNotification(client, fresh);
    prependNotification(client, fresh);
    expect(latest()?.notifications).toHaveLength(5);
    expect(latest()?.notifications[0]?.id).toBe(fresh.id);
    expect(all()?.pages[0]?.notifications.map((item) => item.id)).toEqual([
      fresh.id,
      ...five.map((item) => item.id),
    ]);
    expect(all()?.pages[1]?.notifications).toEqual(second);
    // the count is the stream's `unread` event's business
    expect(latest()?.unreadCount).toBe(5);
  });
});

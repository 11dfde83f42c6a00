import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getListAllNotificationsQueryKey,
  getListLatestNotificationsQueryKey,
  getListLatestNotificationsQueryOptions,
} from '../../api/generated/support/support';
import type { Notification, NotificationList } from '../../api/generated/model';

/** Spec: the dropdown shows the latest 5. */
export const DROPDOWN_SIZE = 5;
/** Notifications per 'Load More' page on /notifications. */
export const PAGE_SIZE = 20;

/** The dropdown's list; its `unreadCount` is the badge's. */
export const latestNotificationsKey = () => getListLatestNotificationsQueryKey({ limit: DROPDOWN_SIZE });

/** The full page's pages (an infinite query over GET /api/user/notifications/all). */
export const allNotificationsKey = () =>
  [...getListAllNotificationsQueryKey({ limit: PAGE_SIZE }), 'pages'] as const;

/** Every cached list of notifications, whatever its parameters. */
const LATEST_PREFIX: QueryKey = [getListLatestNotificationsQueryKey()[0]];
const ALL_PREFIX: QueryKey = [getListAllNotificationsQueryKey()[0]];

export type NotificationPages = InfiniteData<NotificationList, number>;

/**
 * The dropdown's query. Failures are only logged (spec: error catalogue, others), so no app-wide
 * modal opens for the bell.
 */
export function latestNotificationsQueryOptions() {
  return getListLatestNotificationsQueryOptions(
    { limit: DROPDOWN_SIZE },
    { request: { quiet: true }, query: { queryKey: latestNotificationsKey() } },
  );
}

function mapList(list: NotificationList, change: (item: Notification) => Notification): NotificationList {
  return { ...list, notifications: list.notifications.map(change) };
}

function updateLatest(client: QueryClient, update: (list: NotificationList) => NotificationList) {
  client.setQueriesData<NotificationList>({ queryKey: LATEST_PREFIX }, (list) =>
    list ? update(list) : list,
  );
}

function updatePages(
  client: QueryClient,
  update: (list: NotificationList, index: number) => NotificationList,
) {
  client.setQueriesData<NotificationPages>({ queryKey: ALL_PREFIX }, (data) =>
    data?.pages ? { ...data, pages: data.pages.map(update) } : data,
  );
}

function cachedLists(client: QueryClient): NotificationList[] {
  const latest = client
    .getQueriesData<NotificationList>({ queryKey: LATEST_PREFIX })
    .flatMap(([, list]) => (list?.notifications ? [list] : []));
  const pages = client
    .getQueriesData<NotificationPages>({ queryKey: ALL_PREFIX })
    .flatMap(([, data]) => data?.pages ?? []);
  return [...latest, ...pages];
}

/** The unread count the badge shows: the dropdown list's, else the full page's. */
export function cachedUnreadCount(client: QueryClient): number | undefined {
  return cachedLists(client)[0]?.unreadCount;
}

/** Sets the unread count everywhere it is cached (the stream's `unread` event). */
export function setUnreadCount(client: QueryClient, unreadCount: number) {
  const count = Math.max(0, Math.floor(unreadCount));
  updateLatest(client, (list) => ({ ...list, unreadCount: count }));
  updatePages(client, (list) => ({ ...list, unreadCount: count }));
}

/**
 * Spec: marking one read sets is_read and lowers the unread count, not below 0, only if it was
 * unread. `wasUnread` is what the person clicked on. Answers whether anything changed.
 */
export function markReadInCache(client: QueryClient, id: string, wasUnread: boolean): boolean {
  if (!wasUnread) return false;
  const read = (item: Notification) => (item.id === id ? { ...item, is_read: true } : item);
  const lower = (list: NotificationList) => ({
    ...mapList(list, read),
    unreadCount: Math.max(0, list.unreadCount - 1),
  });
  updateLatest(client, lower);
  updatePages(client, lower);
  return true;
}

/** Spec: mark all read: every notification read, count 0. */
export function markAllReadInCache(client: QueryClient) {
  const allRead = (list: NotificationList) => ({
    ...mapList(list, (item) => (item.is_read ? item : { ...item, is_read: true })),
    unreadCount: 0,
  });
  updateLatest(client, allRead);
  updatePages(client, allRead);
}

/**
 * A new notification from the stream goes on top of the dropdown (which keeps its 5) and of the
 * first page; one already there is not repeated. The unread count is left to the stream's own
 * `unread` event, which the server sends whenever the count changes.
 */
export function prependNotification(client: QueryClient, notification: Notification) {
  const without = (list: NotificationList) =>
    list.notifications.filter((item) => item.id !== notification.id);
  client.setQueriesData<NotificationList>({ queryKey: LATEST_PREFIX }, (list) => {
    if (!list) return list;
    const limit = Math.max(list.notifications.length, DROPDOWN_SIZE);
    return { ...list, notifications: [notification, ...without(list)].slice(0, limit) };
  });
  updatePages(client, (list, index) =>
    index === 0 ? { ...list, notifications: [notification, ...without(list)] } : list,
  );
}

/** Fetches every cached notification list again (after a stream event, a focus, a failed mark). */
export function refreshNotifications(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: LATEST_PREFIX }),
    client.invalidateQueries({ queryKey: ALL_PREFIX }),
  ]);
}

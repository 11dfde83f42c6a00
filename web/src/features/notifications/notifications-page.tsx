import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CheckCheck, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import type { Notification } from '../../api/generated/model';
import { listAllNotifications, markAllNotificationsRead } from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/page-title';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';
import {
  allNotificationsKey,
  markAllReadInCache,
  PAGE_SIZE,
  refreshNotifications,
} from './notification-cache';
import { NotificationDetailDialog } from './notification-detail-dialog';
import { notificationsMessages } from './notifications-messages';
import { useOpenNotification } from './use-open-notification';

function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: allNotificationsKey(),
    queryFn: ({ pageParam, signal }) =>
      // spec: notification failures are only logged, no app-wide modal
      listAllNotifications({ page: pageParam, limit: PAGE_SIZE }, { signal, quiet: true }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });
}

/** Pages overlap when notifications arrive between two of them: each one is listed once. */
function distinct(lists: { notifications: Notification[] }[]): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const list of lists) {
    for (const item of list.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = !notification.is_read;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={clsx(
          'focus-ring flex w-full cursor-pointer items-start gap-3 px-4 py-4 text-left transition-colors hover:bg-surface-muted sm:px-5',
          unread && 'bg-primary/5',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className={clsx('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
              {notification.title}
              {unread && <span className="sr-only"> (unread)</span>}
            </span>
            <time
              dateTime={notification.created_at}
              title={formatDateTime(notification.created_at)}
              className="shrink-0 text-xs text-muted"
            >
              {formatRelativeTime(notification.created_at, 'page')}
            </time>
          </span>
          <span className="line-clamp-3 text-sm break-words text-muted">{notification.body}</span>
        </span>
        {notification.link_url && (
          <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
        )}
      </button>
    </li>
  );
}

function RowsSkeleton() {
  return (
    <div className="flex flex-col divide-y divide-border" aria-busy="true">
      <span className="sr-only" role="status">
        {notificationsMessages.loading}
      </span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2 px-5 py-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * /notifications: every notification, newest first, a page at a time ('Load More'), with 'Mark all
 * as read'. A click behaves as in the bell: marks it read, then its link or its detail dialog.
 */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const client = useQueryClient();
  const pages = useNotificationPages();
  const { open, detail, closeDetail, opener } = useOpenNotification();
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead({ quiet: true }),
    onMutate: () => markAllReadInCache(client),
    onError: (cause) => {
      // spec: only logged; the lists are fetched again, so what shows is what the server has
      console.warn('Could not mark all notifications read', cause);
      void refreshNotifications(client);
    },
  });

  useEffect(() => {
    if (pages.isError) console.warn('Could not load notifications', pages.error);
  }, [pages.isError, pages.error]);

  const items = distinct(pages.data?.pages ?? []);
  const unread = pages.data?.pages[0]?.unreadCount ?? 0;

  let body: ReactNode;
  if (pages.isPending) body = <RowsSkeleton />;
  else if (pages.isError && items.length === 0) {
    body = (
      <div className="p-4">
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
              {notificationsMessages.tryAgain}
            </Button>
          }
        >
          {notificationsMessages.loadFailed}
        </Alert>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="px-4 py-12 text-center text-sm text-muted">{notificationsMessages.emptyPage}</p>;
  } else {
    body = (
      <ul aria-label="Notifications" className="divide-y divide-border">
        {items.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onOpen={() => open(notification)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Notifications"
        description="Updates about your account, sessions and support tickets."
        actions={
          <Button
            variant="secondary"
            disabled={unread === 0 || pages.isPending || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {notificationsMessages.markAllRead}
          </Button>
        }
      />
      <Card className="overflow-hidden">{body}</Card>
      {pages.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          {pages.isFetchNextPageError && (
            <p role="alert" className="text-sm text-danger">
              {notificationsMessages.loadMoreFailed}
            </p>
          )}
          <Button
            variant="secondary"
            loading={pages.isFetchingNextPage}
            loadingText="Loading..."
            onClick={() => void pages.fetchNextPage()}
          >
            {notificationsMessages.loadMore}
          </Button>
        </div>
      )}
      <NotificationDetailDialog notification={detail} onClose={closeDetail} returnFocusTo={opener} />
    </div>
  );
}

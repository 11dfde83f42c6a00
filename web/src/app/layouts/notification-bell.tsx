import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../api/generated/model';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import {
  DROPDOWN_SIZE,
  latestNotificationsQueryOptions,
} from '../../features/notifications/notification-cache';
import { NotificationDetailDialog } from '../../features/notifications/notification-detail-dialog';
import { notificationsMessages } from '../../features/notifications/notifications-messages';
import { useNotificationStream } from '../../features/notifications/use-notification-stream';
import { useOpenNotification } from '../../features/notifications/use-open-notification';
import { useStoredToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';

function BellItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = !notification.is_read;
  return (
    <DropdownMenuItem onSelect={onOpen} className="items-start gap-3 px-3 py-2.5">
      <span
        aria-hidden="true"
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={clsx('truncate', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </span>
        <span className="line-clamp-2 text-xs text-muted">{notification.body}</span>
        <time
          dateTime={notification.created_at}
          title={formatDateTime(notification.created_at)}
          className="text-xs text-muted"
        >
          {formatRelativeTime(notification.created_at, 'dropdown')}
        </time>
      </span>
    </DropdownMenuItem>
  );
}

function LoadingRows() {
  return (
    <div className="flex flex-col gap-3 px-3 py-3" aria-busy="true">
      <span className="sr-only" role="status">
        {notificationsMessages.loading}
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The shell's notification bell (spec: header; notifications): a red dot while anything is unread,
 * and a dropdown with the latest 5, 'No notifications yet.' and 'View all notifications'. Choosing
 * one marks it read and opens its link or its detail dialog. The bell also keeps the unread count
 * live (useNotificationStream), since it is always mounted in the signed-in header.
 */
export function NotificationBell() {
  useNotificationStream();
  const signedIn = useStoredToken() !== null;
  const latest = useQuery({ ...latestNotificationsQueryOptions(), enabled: signedIn });
  const { open, detail, closeDetail } = useOpenNotification();
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // spec: notification failures are only logged
    if (latest.isError) console.warn('Could not load the latest notifications', latest.error);
  }, [latest.isError, latest.error]);

  const unread = latest.data?.unreadCount ?? 0;
  const items = latest.data?.notifications.slice(0, DROPDOWN_SIZE) ?? [];
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  let list: ReactNode;
  if (latest.isPending) list = <LoadingRows />;
  else if (items.length === 0) {
    list = (
      <p className="px-3 py-6 text-center text-sm text-muted">
        {latest.isError ? notificationsMessages.loadFailed : notificationsMessages.emptyDropdown}
      </p>
    );
  } else {
    list = items.map((notification) => (
      <BellItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
    ));
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={triggerRef}
          aria-label={label}
          title="Notifications"
          className="focus-ring relative inline-flex size-9 items-center justify-center rounded-control text-muted transition-colors hover:bg-surface-muted hover:text-foreground data-[state=open]:bg-surface-muted data-[state=open]:text-foreground"
        >
          <Bell aria-hidden="true" className="size-[18px]" />
          {unread > 0 && (
            <span
              data-unread-dot=""
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-danger ring-2 ring-surface"
            />
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          collisionPadding={8}
          className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-1.5"
        >
          <div className="flex items-center justify-between gap-2 px-2.5 py-1.5">
            <DropdownMenuLabel className="p-0 text-sm font-semibold text-foreground">
              Notifications
            </DropdownMenuLabel>
            {unread > 0 && <span className="text-xs text-muted">{unread} unread</span>}
          </div>
          <DropdownMenuSeparator className="mt-0" />
          <div className="max-h-[min(26rem,calc(100dvh-10rem))] overflow-y-auto">{list}</div>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild className="justify-center font-medium text-primary">
            <Link to={paths.notifications}>{notificationsMessages.viewAll}</Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NotificationDetailDialog notification={detail} onClose={closeDetail} returnFocusTo={triggerRef} />
    </>
  );
}

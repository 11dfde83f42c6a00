import type { RefObject } from 'react';
import type { Notification } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from '../../components/ui/dialog';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';

/** Spec: the notification detail modal, for a notification without a link: title, full text, time. */
export function NotificationDetailDialog({
  notification,
  onClose,
  returnFocusTo,
}: {
  notification: Notification | null;
  onClose: () => void;
  /**
   * Where focus goes back to on close (the dialog has no trigger of its own): what opened it, or the
   * bell when that was an item of its dropdown, which is gone by then.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={notification !== null} onOpenChange={(open) => !open && onClose()}>
      {notification && (
        <DialogContent
          aria-describedby={undefined}
          hideClose
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <DialogTitle>{notification.title}</DialogTitle>
          <p className="text-xs text-muted">
            <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
              {formatRelativeTime(notification.created_at, 'page')}
            </time>
          </p>
          <p className="text-sm whitespace-pre-line break-words text-foreground/90">{notification.body}</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

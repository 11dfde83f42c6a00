import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { markNotificationRead } from '../../api/generated/support/support';
import type { Notification } from '../../api/generated/model';
import { markReadInCache, refreshNotifications } from './notification-cache';

/**
 * Where a notification's `link_url` leads: an in-app path (the contract's case), a same-origin
 * address as its path, another web address as it is; anything else (a `javascript:` link, say) is
 * not followed and the detail dialog opens instead.
 */
export function notificationTarget(
  linkUrl: string | null,
): { kind: 'app'; path: string } | { kind: 'web'; url: string } | null {
  if (!linkUrl) return null;
  if (linkUrl.startsWith('/') && !linkUrl.startsWith('//') && !linkUrl.startsWith('/\\')) {
    return { kind: 'app', path: linkUrl };
  }
  let url: URL;
  try {
    url = new URL(linkUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === window.location.origin) {
    return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'web', url: url.href };
}

/**
 * Spec: clicking a notification marks it read if it is unread (the caches change at once; a failed
 * call is only logged and the lists are fetched again), then goes to its link, or opens the detail
 * dialog when it has none. `detail` is the notification the dialog shows; `opener` the element that
 * had focus when it opened, for the dialog to give focus back to.
 */
export function useOpenNotification() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<Notification | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (notification: Notification) => {
      if (!notification.is_read) {
        markReadInCache(client, notification.id, true);
        markNotificationRead(notification.id, { quiet: true }).catch((cause: unknown) => {
          console.warn('Could not mark the notification read', cause);
          void refreshNotifications(client);
        });
      }
      const target = notificationTarget(notification.link_url);
      if (target?.kind === 'app') navigate(target.path);
      else if (target?.kind === 'web') window.location.assign(target.url);
      else {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDetail({ ...notification, is_read: true });
      }
    },
    [client, navigate],
  );

  const closeDetail = useCallback(() => setDetail(null), []);

  return { open, detail, closeDetail, opener };
}

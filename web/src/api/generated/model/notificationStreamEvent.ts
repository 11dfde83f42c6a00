/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Notification } from './notification.ts';
import type { NotificationStreamEventEvent } from './notificationStreamEventEvent.ts';
import type { StreamSignedOut } from './streamSignedOut.ts';
import type { UnreadCount } from './unreadCount.ts';

/**
 * One message of the notification stream.
 */
export interface NotificationStreamEvent {
  event: NotificationStreamEventEvent;
  data: UnreadCount | Notification | StreamSignedOut;
}

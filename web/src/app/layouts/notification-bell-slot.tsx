import { NotificationBell } from './notification-bell';

/** Where the shell's notification bell sits: the bell with its dropdown and live unread dot. */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

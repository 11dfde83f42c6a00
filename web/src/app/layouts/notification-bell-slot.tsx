import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Where the shell's notification bell sits. Until the notifications capability brings its dropdown
 * (latest 5, unread dot), the bell is a plain link to the full list.
 */
export function NotificationBellSlot() {
  return (
    <Link
      to={paths.notifications}
      aria-label="Notifications"
      title="Notifications"
      className="focus-ring inline-flex size-9 items-center justify-center rounded-control text-muted transition-colors hover:bg-surface-muted hover:text-foreground"
    >
      <Bell aria-hidden="true" className="size-[18px]" />
    </Link>
  );
}

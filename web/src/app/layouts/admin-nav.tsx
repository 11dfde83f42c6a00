import { clsx } from 'clsx';
import { Activity, LayoutDashboard, Megaphone, ScrollText, Settings, Ticket, Users } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';

const sections = [
  { label: 'Dashboard', to: paths.adminDashboard, icon: LayoutDashboard },
  { label: 'Users', to: paths.adminUsers, icon: Users },
  { label: 'Support Tickets', to: paths.adminSupportTickets, icon: Ticket },
  { label: 'Announcements', to: paths.adminAnnouncements, icon: Megaphone },
  { label: 'Audit Log', to: paths.adminAuditLog, icon: ScrollText },
  { label: 'Activity Log', to: paths.adminActivityLog, icon: Activity },
  { label: 'Settings', to: paths.adminSettings, icon: Settings },
];

/** Section navigation of the admin area: a sidebar on wide screens, a scrolling row on phones. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
      {sections.map(({ label, to, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            clsx(
              'focus-ring flex items-center gap-2.5 rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              isActive
                ? 'bg-primary/10 text-primary'
                : 'text-muted hover:bg-surface-muted hover:text-foreground',
            )
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

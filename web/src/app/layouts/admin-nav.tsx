import { clsx } from 'clsx';
import {
  Activity,
  ChevronDown,
  LayoutDashboard,
  Megaphone,
  ScrollText,
  Settings,
  Ticket,
  Users,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { RoleBadge, type StaffRole, useStaffRole } from '../../features/admin/staff-role';
import { paths } from '../../lib/paths';
import { useProfile } from '../../lib/profile';

/** Every section; `adminOnly` ones are hidden from support staff (their pages say why if opened). */
export const adminSections = [
  { label: 'Dashboard', to: paths.adminDashboard, icon: LayoutDashboard, adminOnly: false },
  { label: 'Users', to: paths.adminUsers, icon: Users, adminOnly: false },
  { label: 'Support Tickets', to: paths.adminSupportTickets, icon: Ticket, adminOnly: false },
  { label: 'Announcements', to: paths.adminAnnouncements, icon: Megaphone, adminOnly: true },
  { label: 'Audit Log', to: paths.adminAuditLog, icon: ScrollText, adminOnly: true },
  { label: 'Activity Log', to: paths.adminActivityLog, icon: Activity, adminOnly: true },
  { label: 'Settings', to: paths.adminSettings, icon: Settings, adminOnly: true },
];

/** Who is signed in: name (or e-mail) and role. */
function StaffIdentity({ role }: { role: StaffRole | null }) {
  const { profile } = useProfile();
  const name = profile?.user.name || profile?.user.email;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="truncate text-sm font-semibold" data-testid="staff-name">
        {name ?? 'Staff member'}
      </span>
      <RoleBadge role={role} />
    </div>
  );
}

/**
 * Section navigation of the admin area: a sidebar on wide screens; on phones a menu button under the
 * header that opens the same list (closed again after choosing, or with Escape).
 */
export function AdminNav() {
  const role = useStaffRole();
  const sections = adminSections.filter((section) => role === 'admin' || !section.adminOnly);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = sections.find((section) => location.pathname.startsWith(section.to));

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-2 md:border-0 md:bg-transparent md:p-0">
      <div className="hidden px-3 md:block">
        <StaffIdentity role={role} />
      </div>
      <button
        type="button"
        className="focus-ring flex items-center gap-2 rounded-control px-3 py-2 text-left text-sm font-medium md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="min-w-0 flex-1">
          <span className="sr-only">Admin menu, current section:</span> {current?.label ?? 'Admin menu'}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 text-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      <nav
        aria-label="Admin"
        id={listId}
        className={clsx(open ? 'flex' : 'hidden', 'flex-col gap-1 md:flex')}
      >
        <div className="border-t border-border px-3 pt-3 pb-1 md:hidden">
          <StaffIdentity role={role} />
        </div>
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
    </div>
  );
}

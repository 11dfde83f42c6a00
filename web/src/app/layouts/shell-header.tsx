import { clsx } from 'clsx';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { getTokenRole, useStoredToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { FeedbackButtonSlot } from './feedback-button-slot';
import { NotificationBellSlot } from './notification-bell-slot';
import { UserMenu } from './user-menu';

const memberLinks = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My Documents', to: paths.documents },
  { label: 'History', to: paths.history },
  { label: 'Settings', to: paths.settings },
];

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'focus-ring rounded-control px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3',
    isActive ? 'bg-primary/10 text-primary' : 'text-muted hover:bg-surface-muted hover:text-foreground',
  );

/** Header of the signed-in shell, with the feedback button; Admin appears for the admin and support roles. */
export function ShellHeader() {
  const role = getTokenRole(useStoredToken());
  const links =
    role === 'admin' || role === 'support'
      ? [...memberLinks, { label: 'Admin', to: paths.admin }]
      : memberLinks;

  const nav = (className: string) => (
    <nav aria-label="Main" className={className}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={linkClasses}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={paths.dashboard}
          className="focus-ring rounded-control"
          aria-label="Interview Coach dashboard"
        >
          {/* on the narrowest phones the mark alone leaves room for the header's buttons */}
          <Logo nameClassName="max-[420px]:sr-only" />
        </Link>
        {nav('ml-6 hidden items-center gap-1 lg:flex')}
        <div className="ml-auto flex items-center gap-2">
          <FeedbackButtonSlot />
          <ThemeToggle />
          <NotificationBellSlot />
          <UserMenu />
        </div>
      </div>
      {nav('flex gap-0.5 overflow-x-auto border-t border-border px-2 py-2 lg:hidden')}
    </header>
  );
}

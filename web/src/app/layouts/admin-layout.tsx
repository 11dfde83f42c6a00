import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { RoleBadge, useStaffRole } from '../../features/admin/staff-role';
import { paths } from '../../lib/paths';
import { AdminNav } from './admin-nav';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/** /admin/*: staff-only area with its own header and section navigation (outside the member shell). */
export function AdminLayout() {
  const role = useStaffRole();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to={paths.adminDashboard} className="focus-ring rounded-control" aria-label="Admin dashboard">
            <Logo nameClassName="max-[420px]:sr-only" />
          </Link>
          <RoleBadge role={role} />
          <div className="ml-auto flex items-center gap-2">
            <Link
              to={paths.dashboard}
              className="focus-ring hidden items-center gap-1.5 rounded-control px-3 py-2 text-sm font-medium text-muted hover:text-foreground sm:inline-flex"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to app
            </Link>
            <ThemeToggle />
            <UserMenu />
          </div>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-4 px-4 py-4 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6 md:py-10">
        <aside className="min-w-0 md:sticky md:top-24 md:self-start">
          <AdminNav />
        </aside>
        <main id="main" className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

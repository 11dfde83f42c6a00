import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../lib/paths';
import { useStaffRole } from './staff-role';

export const ADMIN_ONLY_PAGE = 'Only an admin can see this page.';

/**
 * Screens only an admin may use. Support staff who reach one directly (a shared link, a typed
 * address) see why instead of a page whose every call the server would refuse; nothing is fetched.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const role = useStaffRole();
  if (role === 'admin') return children;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <ShieldAlert aria-hidden="true" className="size-9 text-warning" />
        <p className="text-lg font-semibold">{ADMIN_ONLY_PAGE}</p>
        <p className="max-w-md text-sm text-muted">
          Support staff can use the dashboard, look up users and answer support tickets. Ask an admin if you
          need something on this page.
        </p>
        <Button asChild variant="secondary" className="mt-2">
          <Link to={paths.adminDashboard}>Go to the admin dashboard</Link>
        </Button>
      </Card>
    </div>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/users (placeholder until its capability ships). */
export function AdminUsersPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Users" description="Search users, reset passwords, suspend or delete accounts." />
      <UpcomingNotice>User management arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

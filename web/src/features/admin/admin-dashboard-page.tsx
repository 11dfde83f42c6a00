import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/dashboard (placeholder until its capability ships). */
export function AdminDashboardPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Admin Dashboard"
        description="Key metrics across users, sessions and subscriptions."
      />
      <UpcomingNotice>Metrics arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

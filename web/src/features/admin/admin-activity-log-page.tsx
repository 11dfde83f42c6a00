import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/activity-log (placeholder until its capability ships). */
export function AdminActivityLogPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Activity Log" description="Recent activity across the product." />
      <UpcomingNotice>The activity log arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

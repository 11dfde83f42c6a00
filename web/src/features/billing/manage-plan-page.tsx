import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings/plan (placeholder until its capability ships). */
export function ManagePlanPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Manage Plan" description="Your current plan and what it includes." />
      <UpcomingNotice>Plan management arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /dashboard (placeholder until its capability ships). */
export function DashboardPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Dashboard"
        description="Start a new session, review your progress and pick up saved applications."
      />
      <UpcomingNotice>
        Choosing a resume and target job, quick match analysis and your performance overview arrive here in an
        upcoming release.
      </UpcomingNotice>
    </div>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /history (placeholder until its capability ships). */
export function HistoryPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Interview History" description="Every practice session with its score and report." />
      <UpcomingNotice>Your session history arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings/support (placeholder until its capability ships). */
export function SupportTicketsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="My Support Tickets" description="Questions you have asked our support team." />
      <UpcomingNotice>Support tickets arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

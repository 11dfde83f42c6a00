import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/support-tickets (placeholder until its capability ships). */
export function AdminSupportTicketsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Support Tickets" description="All tickets from users, with search and status." />
      <UpcomingNotice>Ticket management arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

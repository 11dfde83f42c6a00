import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/support-tickets/:ticketId (placeholder until its capability ships). */
export function AdminSupportTicketPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Support Ticket" description="The conversation with the user and its status." />
      <UpcomingNotice>Replying to tickets arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

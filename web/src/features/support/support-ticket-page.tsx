import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings/support/:ticketId (placeholder until its capability ships). */
export function SupportTicketPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Support Ticket" description="Your conversation with the support team." />
      <UpcomingNotice>Ticket conversations arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

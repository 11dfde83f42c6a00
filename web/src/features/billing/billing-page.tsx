import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings/billing (placeholder until its capability ships). */
export function BillingPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Billing" description="Your invoices and payment details." />
      <UpcomingNotice>Invoices and the billing portal arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

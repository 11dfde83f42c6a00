import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/audit-log (placeholder until its capability ships). */
export function AdminAuditLogPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Audit Log" description="Every action staff members have taken." />
      <UpcomingNotice>The audit log arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

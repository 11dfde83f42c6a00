import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/settings (placeholder until its capability ships). */
export function AdminSettingsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Admin Settings" description="Settings that apply to the whole product." />
      <UpcomingNotice>Admin settings arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

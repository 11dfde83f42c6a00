import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings/notifications (placeholder until its capability ships). */
export function NotificationSettingsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Notifications" description="Choose which updates we send you." />
      <UpcomingNotice>Notification preferences arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /notifications (placeholder until its capability ships). */
export function NotificationsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Notifications"
        description="Updates about your account, sessions and support tickets."
      />
      <UpcomingNotice>Your notifications arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

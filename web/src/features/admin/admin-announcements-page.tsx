import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /admin/announcements (placeholder until its capability ships). */
export function AdminAnnouncementsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Announcements" description="Banners shown to every signed-in user." />
      <UpcomingNotice>Creating and editing announcements arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

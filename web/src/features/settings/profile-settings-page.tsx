import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings (placeholder until its capability ships). */
export function ProfileSettingsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Personal Information" description="Your name, job title, industry and experience." />
      <UpcomingNotice>Editing your profile arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

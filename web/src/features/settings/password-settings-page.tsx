import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /settings/password (placeholder until its capability ships). */
export function PasswordSettingsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Password" description="Change the password you sign in with." />
      <UpcomingNotice>Changing your password arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

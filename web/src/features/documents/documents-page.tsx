import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /documents (placeholder until its capability ships). */
export function DocumentsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="My Documents" description="Your resumes and job descriptions in one place." />
      <UpcomingNotice>
        Uploading, renaming, downloading and polishing documents arrives in an upcoming release.
      </UpcomingNotice>
    </div>
  );
}

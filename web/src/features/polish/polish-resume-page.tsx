import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /polish-resume (placeholder until its capability ships). */
export function PolishResumePage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="AI Resume Polish"
        description="Accept or reject suggestions to perfect your resume."
      />
      <UpcomingNotice>Resume polishing arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

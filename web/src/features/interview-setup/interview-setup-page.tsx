import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /interview-setup (placeholder until its capability ships). */
export function InterviewSetupPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Setup Your Interview"
        description="Pick the interview type, interviewer persona, answer mode, duration and number of questions."
      />
      <UpcomingNotice>Interview configuration arrives in an upcoming release.</UpcomingNotice>
    </div>
  );
}

import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /session/:sessionId/summary (placeholder until its capability ships). */
export function PerformanceReportPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Performance Report"
        description="Scores, an Improvement Roadmap and feedback on every answer."
      />
      <UpcomingNotice>Session reports and PDF export arrive in an upcoming release.</UpcomingNotice>
    </div>
  );
}

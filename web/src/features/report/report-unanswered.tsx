import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionSummary } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { InterviewSetupState } from '../../lib/interview-navigation';
import { paths } from '../../lib/paths';
import { reportMessages } from './report-messages';

/**
 * The report of an interview that ended before any answer was recorded: nothing to score, so no
 * scores, roadmap or breakdown, only why and a way to start again (with the same resume and job
 * while both still exist, else from the dashboard, where they are picked).
 */
export function UnansweredReport({ summary }: { summary: SessionSummary }) {
  const { resume_id: resumeId, job_id: jobId } = summary.session;
  const setup: InterviewSetupState | null = resumeId && jobId ? { resumeId, jobId } : null;
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-medium text-muted">Performance Report</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {summary.session.title}
        </h1>
      </div>
      <Card className="flex flex-col items-start gap-4 p-6">
        <p data-testid="nothing-to-score" className="text-base text-foreground">
          {reportMessages.nothingToScore}
        </p>
        <Button asChild>
          <Link to={setup ? paths.interviewSetup : paths.dashboard} state={setup ?? undefined}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {reportMessages.startNewInterview}
          </Link>
        </Button>
      </Card>
    </>
  );
}

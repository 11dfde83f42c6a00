import { clsx } from 'clsx';
import { ArrowLeft, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { downloadReport } from '../../api/generated/interviewing/interviewing';
import type { SessionSummary, SkillScore } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api-error';
import { readEndPending } from '../../lib/interview-navigation';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { Breakdown } from './report-breakdown';
import { isComplete, useEndRetry, useReport } from './report-data';
import { saveBlob } from './report-download';
import { barPercent, formatScore, scoreTone, toneBar, toneText } from './report-format';
import { reportMessages } from './report-messages';
import { UnansweredReport } from './report-unanswered';

function BackLink() {
  return (
    <Link
      to={paths.dashboard}
      className="focus-ring inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-medium text-muted hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-tour={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OverallScore({ score }: { score: number | null }) {
  const tone = scoreTone(score);
  return (
    <Card data-tour="overall-score" className="flex items-center justify-center p-6 text-center">
      <dl className="flex flex-col items-center gap-1">
        <dt className="text-xs font-medium tracking-wide text-muted uppercase">Overall Score</dt>
        <dd className="text-5xl font-semibold tracking-tight">
          <span data-testid="overall-score" data-tone={tone} className={toneText[tone]}>
            {formatScore(score)}
          </span>
          <span className="text-lg font-normal text-muted"> / 10</span>
        </dd>
      </dl>
    </Card>
  );
}

function SkillBar({ skill }: { skill: SkillScore }) {
  const tone = scoreTone(skill.score);
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-foreground">{skill.skill}</span>
        <span className={clsx('font-semibold tabular-nums', toneText[tone])} data-tone={tone}>
          {formatScore(skill.score)}
          <span className="sr-only"> out of 10</span>
        </span>
      </div>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-pill bg-surface-muted">
        <div
          data-testid={`skill-bar-${skill.skill}`}
          className={clsx('h-full rounded-pill transition-[width]', toneBar[tone])}
          style={{ width: `${barPercent(skill.score)}%` }}
        />
      </div>
    </li>
  );
}

function SkillScores({ skills }: { skills: SkillScore[] }) {
  return (
    <Card data-tour="skill-scores" className="flex flex-col gap-4 p-6 md:col-span-2">
      <h2 className="text-base font-semibold tracking-tight">Skill Scores</h2>
      {skills.length === 0 ? (
        <p className="text-sm text-muted">No skill scores yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {skills.map((skill) => (
            <SkillBar key={skill.skill} skill={skill} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ReportSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-6">
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36 md:col-span-2" />
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}

function ExportButton({ sessionId }: { sessionId: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportPdf = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await downloadReport(sessionId);
      saveBlob(blob, `Report-${sessionId}.pdf`);
    } catch {
      setError(reportMessages.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant="secondary"
        data-tour="export-pdf"
        onClick={exportPdf}
        loading={busy}
        loadingText="Exporting…"
      >
        <Download aria-hidden="true" className="size-4" />
        Export PDF
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function StillInProgress() {
  return (
    <Alert tone="info" title={reportMessages.stillInProgress}>
      {reportMessages.stillInProgressDetail}
    </Alert>
  );
}

function Report({
  summary,
  reload,
  notice,
}: {
  summary: SessionSummary;
  reload: () => Promise<unknown>;
  notice?: ReactNode;
}) {
  const roadmap = summary.improvementRoadmap?.trim() ?? '';
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-sm font-medium text-muted">Performance Report</p>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {summary.session.title}
          </h1>
        </div>
        <ExportButton sessionId={summary.session.id} />
      </div>

      {notice}

      <div className="grid gap-4 md:grid-cols-3">
        <OverallScore score={summary.session.score} />
        <SkillScores skills={summary.skillScores} />
      </div>

      <Section id="improvement-roadmap" title="Improvement Roadmap">
        <Card className="p-6">
          {roadmap === '' ? (
            <p className="text-sm text-muted">Your roadmap appears once every answer is evaluated.</p>
          ) : (
            <Markdown source={roadmap} />
          )}
        </Card>
      </Section>

      <Section id="breakdown" title="Question Breakdown">
        <Breakdown items={summary.breakdown} onReevaluated={reload} />
      </Section>
    </>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Performance Report</h1>
      <Alert tone="danger" title={reportMessages.couldNotLoad}>
        {message}
      </Alert>
    </>
  );
}

/** /session/:sessionId/summary: scores, the Improvement Roadmap and feedback on every answer. */
export function PerformanceReportPage() {
  const sessionId = useParams().sessionId?.trim() ?? '';
  const { query, reload } = useReport(sessionId);
  const ending = useEndRetry(sessionId, query.data, readEndPending(useLocation().state), reload);
  // the tab names the session, as the heading does, once it is known
  usePageTitle(isComplete(query.data) ? query.data.session.title : 'Performance Report');

  let body: ReactNode;
  if (sessionId === '') {
    body = <Failure message={reportMessages.missingId} />;
  } else if (query.isPending) {
    body = <ReportSkeleton />;
  } else if (query.isError && !query.data) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    body = <Failure message={notFound ? reportMessages.notFound : reportMessages.loadFailed} />;
  } else if (!isComplete(query.data)) {
    body = <Failure message={reportMessages.notFound} />;
  } else if (query.data.endedWithoutAnswers) {
    body = <UnansweredReport summary={query.data} />;
  } else {
    const open = query.data.session.status === 'in_progress' && !ending;
    body = <Report summary={query.data} reload={reload} notice={open && <StillInProgress />} />;
  }

  return (
    <div className="flex flex-col gap-8" aria-busy={query.isPending && sessionId !== '' ? true : undefined}>
      <BackLink />
      {body}
    </div>
  );
}

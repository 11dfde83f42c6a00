import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowRight, BookmarkPlus, MousePointerClick, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { getListApplicationsQueryKey, useCreateApplication } from '../../api/generated/documents/documents';
import { completeTour } from '../../api/generated/identity/identity';
import type { Application, DocumentLists, UploadResult } from '../../api/generated/model';
import { MatchAnalysisView } from '../../components/match/match-analysis';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-error';
import { type InterviewSetupState, readDashboardNotice } from '../../lib/interview-navigation';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { getProfileQueryKey, useProfile } from '../../lib/profile';
import { useDashboardData } from './dashboard-data';
import { firstName } from './dashboard-format';
import { dashboardMessages } from './dashboard-messages';
import { PerformanceOverview, RecentSessions, SavedApplications } from './dashboard-panels';
import { DocumentPicker } from './document-picker';
import { LastSession, lastScored } from './last-session';
import { SaveApplicationDialog } from './save-application-dialog';
import { useWideLayout } from './wide-layout';
import { type Choice, type StartPairing, sourceText, startPairing, suggestPairing } from './start-pairing';

function pickerOptions(lists: DocumentLists) {
  return {
    resumes: lists.resumes.map((doc) => ({
      id: doc.id,
      name: doc.file_name,
      isDefault: doc.is_default,
      uploadedAt: doc.uploaded_at,
    })),
    jobs: lists.jobDescriptions.map((doc) => ({
      id: doc.id,
      name: doc.file_name,
      uploadedAt: doc.uploaded_at,
    })),
  };
}

const RESUME_SELECT_ID = 'start-resume';

/**
 * What Start Interview will use, said next to the button (a person must see which job a coding
 * interview runs against), with why these two were picked and a way to change them.
 */
function SelectionSummary({
  id,
  pairing,
  onChange,
}: {
  id: string;
  pairing: StartPairing;
  onChange: () => void;
}) {
  if (!pairing.resume || !pairing.job) return null;
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-control bg-surface-muted px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <p id={id} className="min-w-0 text-muted">
        Interview with <span className="font-medium break-words text-foreground">{pairing.resume.name}</span>{' '}
        for <span className="font-medium break-words text-foreground">{pairing.job.name}</span>{' '}
        <span className="block text-xs">{sourceText(pairing.source)}</span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="self-start px-2 text-primary sm:self-center"
        aria-label="Change the resume or job"
        onClick={onChange}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Change
      </Button>
    </div>
  );
}

/** Keeps an error carried here (e.g. from /interview-setup) for this visit and drops it from history. */
function useArrivalError() {
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState(() => readDashboardNotice(location.state));

  useEffect(() => {
    if (location.state !== null && location.state !== undefined) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  return [error, () => setError(null)] as const;
}

function StartCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex flex-col gap-6 p-6">
      <Skeleton className="h-6 w-48" />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-full" />
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
      <div className="flex gap-3">
        <Skeleton className="h-10 w-36" />
        <Skeleton className="h-10 w-32" />
      </div>
    </Card>
  );
}

type Part = 'last' | 'start' | 'analysis' | 'panels';

/**
 * The order the dashboard's parts are read in. Wide: the left column, then the right. On a phone,
 * one column: a returning person's last score and next step first, the start card, their progress
 * and saved applications, then the long analysis; someone with no score yet starts with the start
 * card and the analysis of what they chose.
 */
function partOrder(wide: boolean, returning: boolean): Part[] {
  if (wide) return ['start', 'analysis', 'last', 'panels'];
  return returning ? ['last', 'start', 'panels', 'analysis'] : ['start', 'analysis', 'panels'];
}

/** /dashboard: start a session from a resume and a job, quick match analysis, progress and saved pairs. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const data = useDashboardData();
  const wide = useWideLayout();
  const [arrivalError, clearArrivalError] = useArrivalError();
  const [choice, setChoice] = useState<Choice>({ resume: null, job: null });
  // on a phone the pickers wait behind 'Change' while a pair is chosen, so Start Interview is on
  // the first screen; wider screens always show them
  const [pickersShown, setPickersShown] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const createApplication = useCreateApplication();

  useEffect(() => {
    if (data.unauthorized) navigate(paths.login, { replace: true });
  }, [data.unauthorized, navigate]);

  // the suggestion needs the last pairing and the saved applications: the card waits for both
  // (a failed read counts as none) so the selection never changes under the person's eyes; and
  // for the recent sessions, whose last score sits above the card on a phone, so that nothing
  // pushes the card down once it shows
  const suggestionReady = !data.stats.isPending && !data.applications.isPending && !data.recent.isPending;
  const lists = data.documents.data && suggestionReady ? pickerOptions(data.documents.data) : null;
  const chosen = lists
    ? startPairing(
        suggestPairing(lists.resumes, lists.jobs, data.stats.data?.lastPairing, data.applications.data ?? []),
        lists.resumes,
        lists.jobs,
        choice,
      )
    : null;
  const pair: InterviewSetupState | null =
    chosen?.resume && chosen.job ? { resumeId: chosen.resume.id, jobId: chosen.job.id } : null;
  const bothKindsExist = !!lists && lists.resumes.length > 0 && lists.jobs.length > 0;
  const pickersFolded = !!pair && !pickersShown;
  const last = lists ? lastScored(data.recent.data?.sessions) : undefined;

  const changePair = () => {
    // shown before the focus, which then scrolls the picker into view
    flushSync(() => setPickersShown(true));
    document.getElementById(RESUME_SELECT_ID)?.focus();
  };

  const uploaded = (kind: 'resume' | 'job') => async (result: UploadResult) => {
    await data.reloadDocuments();
    setChoice((current) =>
      kind === 'resume' ? { ...current, resume: result.dbId } : { ...current, job: result.dbId },
    );
  };

  const practise = (state: InterviewSetupState) => navigate(paths.interviewSetup, { state });

  const save = async (name: string) => {
    if (!pair) return;
    setSaveError(null);
    try {
      await createApplication.mutateAsync({
        data: { resume_id: pair.resumeId, job_description_id: pair.jobId, application_name: name },
      });
    } catch (cause) {
      setSaveError(errorMessage(cause, dashboardMessages.saveFailed));
      throw cause;
    }
    setSaveOpen(false);
    void queryClient.invalidateQueries({ queryKey: getListApplicationsQueryKey() });
    void data.reload();
    if (profile && !profile.user.completedTours.includes('save_application_tour')) {
      // Spec: tour failures are only logged.
      completeTour({ tour_key: 'save_application_tour' }, { quiet: true })
        .then(() => queryClient.invalidateQueries({ queryKey: getProfileQueryKey() }))
        .catch((cause: unknown) => console.warn('Could not mark the save-application tour complete.', cause));
    }
  };

  const openPractice = (application: Application) =>
    practise({ resumeId: application.resume_id, jobId: application.job_description_id });

  // the parts are placed once the reads are in (below); until then a placeholder shows the skeleton
  let startCard: ReactNode = null;
  if (lists && chosen) {
    startCard = (
      <Card data-tour="start-session" className="flex flex-col gap-6 p-6">
        <div className="flex flex-col gap-1">
          <h2 id="start-session" className="text-lg font-semibold tracking-tight">
            Start a New Session
          </h2>
          <p className={clsx('text-sm text-muted', pickersFolded && 'max-md:hidden')}>
            Pick the resume you will interview with and the job you are preparing for.
          </p>
        </div>
        <div className={clsx('grid gap-6 md:grid-cols-2', pickersFolded && 'max-md:hidden')}>
          <DocumentPicker
            kind="resume"
            title="1. Choose Your Resume"
            options={lists.resumes}
            value={chosen.resume?.id ?? null}
            selectId={RESUME_SELECT_ID}
            onChange={(id) => setChoice((current) => ({ ...current, resume: id }))}
            onUploaded={(result) => void uploaded('resume')(result)}
          />
          <DocumentPicker
            kind="job"
            title="2. Choose Your Target Job"
            options={lists.jobs}
            value={chosen.job?.id ?? null}
            onChange={(id) => setChoice((current) => ({ ...current, job: id }))}
            onUploaded={(result) => void uploaded('job')(result)}
          />
        </div>
        <div
          className={clsx(
            'flex flex-col gap-3 border-t border-border pt-5',
            pickersFolded && 'max-md:border-t-0 max-md:pt-0',
          )}
        >
          <SelectionSummary id="start-selection" pairing={chosen} onChange={changePair} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              size="lg"
              disabled={!pair}
              aria-describedby={pair ? 'start-selection' : undefined}
              onClick={() => pair && practise(pair)}
            >
              Start Interview
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
            {bothKindsExist && (
              <Button
                size="lg"
                variant="secondary"
                disabled={!pair}
                onClick={() => {
                  setSaveError(null);
                  setSaveOpen(true);
                }}
              >
                <BookmarkPlus aria-hidden="true" className="size-4" />
                Save for Later
              </Button>
            )}
            {!pair && <p className="text-sm text-muted sm:ml-2">Choose a resume and a job to start.</p>}
          </div>
        </div>
      </Card>
    );
  }

  const analysis = pair ? (
    <MatchAnalysisView
      key={`${pair.resumeId}|${pair.jobId}`}
      resumeId={pair.resumeId}
      jobId={pair.jobId}
      headingLevel={2}
      textInDetails
      description={
        <>
          How <span className="font-medium text-foreground">{chosen?.resume?.name}</span> matches{' '}
          <span className="font-medium text-foreground">{chosen?.job?.name}</span>
        </>
      }
    />
  ) : (
    lists && (
      <section aria-labelledby="quick-analysis">
        <Card className="flex flex-col gap-2 p-6">
          <h2 id="quick-analysis" className="text-lg font-semibold tracking-tight">
            Quick Analysis
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted">
            <MousePointerClick aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Choose a resume and a job to see how well they match.
          </p>
        </Card>
      </section>
    )
  );

  // until the documents and the recent sessions are read, only the start card's skeleton shows:
  // the parts then arrive together in their places, instead of the last session's card and the
  // start card pushing the panels (already on screen) down as each read comes in
  const placed = (lists || data.documents.isError) && (!data.recent.isPending || data.recent.isError);
  const parts: Record<Part, ReactNode> = {
    last: last && <LastSession key="last" session={last} className="min-w-0 lg:col-[3] lg:row-[1]" />,
    start: (
      <section
        key="start"
        aria-labelledby={lists ? 'start-session' : undefined}
        className={clsx('min-w-0 lg:col-[1/3]', last ? 'lg:row-[1/3]' : 'lg:row-[1]')}
      >
        {startCard}
      </section>
    ),
    analysis: analysis && (
      <div
        key="analysis"
        data-tour="quick-analysis"
        className={clsx('min-w-0 lg:col-[1/3]', last ? 'lg:row-[3]' : 'lg:row-[2]')}
      >
        {analysis}
      </div>
    ),
    panels: (
      <div
        key="panels"
        className={clsx('flex min-w-0 flex-col gap-6 lg:col-[3]', last ? 'lg:row-[2/4]' : 'lg:row-[1/3]')}
      >
        <PerformanceOverview stats={data.stats.data} loading={data.stats.isPending && !data.stats.isError} />
        <RecentSessions
          sessions={data.recent.data?.sessions}
          loading={data.recent.isPending && !data.recent.isError}
        />
        <SavedApplications
          applications={data.applications.data}
          loading={data.applications.isPending && !data.applications.isError}
          onPractice={openPractice}
        />
      </div>
    ),
  };
  const order = partOrder(wide, !!last);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Welcome back, {firstName(profile?.user.name)}!
        </h1>
        <p className="text-muted">Pick up where you left off, or start a new practice interview.</p>
      </div>
      {arrivalError && (
        <Alert
          tone="danger"
          action={
            <Button variant="ghost" size="sm" onClick={clearArrivalError}>
              Dismiss
            </Button>
          }
        >
          {arrivalError}
        </Alert>
      )}
      {data.failed && (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={() => void data.retryFailed()}>
              Try Again
            </Button>
          }
        >
          {dashboardMessages.loadFailed}
        </Alert>
      )}
      {!lists && !data.documents.isError && (
        <span role="status" className="sr-only">
          Loading your dashboard
        </span>
      )}
      {/* Explicit places in two columns when wide: the start card and the analysis on the left,
          the last session and the progress panels on the right (the last session's row is its own
          height, the start card spans on below it). */}
      <div
        className={clsx(
          'grid items-start gap-6 lg:grid-cols-3',
          last ? 'lg:grid-rows-[auto_auto_1fr]' : 'lg:grid-rows-[auto_1fr]',
        )}
      >
        {placed ? (
          order.map((part) => parts[part])
        ) : (
          // a placeholder of its own, not the start card's place: the parts then appear where they
          // belong (the last session's card above the start card on a phone), none of them moving;
          // a screen tall on a phone, where the placed parts always fill more than one
          <div aria-hidden="true" className={clsx('min-w-0 lg:col-[1/3]', !wide && 'min-h-svh')}>
            <StartCardSkeleton />
          </div>
        )}
      </div>
      <SaveApplicationDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        onSave={save}
        saving={createApplication.isPending}
        error={saveError}
      />
    </div>
  );
}

import { ArrowLeft, Eye, Save, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useListDocuments } from '../../api/generated/documents/documents';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import type { DocumentsNotice } from '../../lib/documents-notice';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { liveScore, totalSuggestions } from './live-score';
import { defaultPolishedName, polishedMarkdown } from './polish-markdown';
import { polishMessages } from './polish-messages';
import { PolishPreview } from './polish-preview';
import { PolishError, PolishProgress } from './polish-status';
import { readPolishTarget } from './polish-target';
import { ReadingNotice } from './reading-notice';
import { ResumeReview } from './resume-review';
import { SavePolishedDialog } from './save-polished-dialog';
import { ScorePanel } from './score-panel';
import { type PolishTarget, usePolishSession } from './use-polish-session';

function DocumentName({ label, name, loading }: { label: string; name: string | null; loading: boolean }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 text-muted">{label}:</dt>
      <dd className="min-w-0 font-medium break-words text-foreground">
        {loading ? <Skeleton className="mt-0.5 h-4 w-40" /> : (name ?? 'Unknown')}
      </dd>
    </div>
  );
}

/**
 * On a wide screen the buttons stay in reach at the foot of the window, however long the resume;
 * on a phone they follow the resume, where reading it ends.
 */
function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:sticky sm:bottom-4 sm:z-10 sm:shadow-card sm:flex sm:flex-wrap sm:items-center sm:justify-end sm:rounded-card sm:border sm:border-border sm:bg-background/95 sm:p-3 sm:backdrop-blur">
      {children}
    </div>
  );
}

function PolishWorkspace({ target }: { target: PolishTarget }) {
  const navigate = useNavigate();
  const { state, decide, retry, tryAgain } = usePolishSession(target);
  const documents = useListDocuments();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [saveOpen, setSaveOpen] = useState(false);
  const markdown = useMemo(() => polishedMarkdown(state), [state]);

  const resumeName = documents.data?.resumes.find((doc) => doc.id === target.resumeId)?.file_name ?? null;
  const jobName =
    documents.data?.jobDescriptions.find((doc) => doc.id === target.jobDescriptionId)?.file_name ?? null;
  const namesLoading = documents.isPending;
  const toDocuments = (notice?: DocumentsNotice) =>
    navigate(paths.documents, notice ? { state: notice } : undefined);

  if (state.phase === 'error') {
    return (
      <PolishError
        message={state.error ?? polishMessages.unknownError}
        onTryAgain={() => {
          setMode('edit');
          tryAgain();
        }}
      />
    );
  }
  if (!state.resume)
    return <PolishProgress status={state.status} resumeName={resumeName} jobName={jobName} />;

  const completed = state.phase === 'completed';
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{polishMessages.title}</h1>
        <p className="text-muted">{polishMessages.lead}</p>
        <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
          <DocumentName label="Resume" name={resumeName} loading={namesLoading} />
          <DocumentName label="Job" name={jobName} loading={namesLoading} />
        </dl>
      </header>

      <ReadingNotice resumeId={target.resumeId} />

      {!completed && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-card border border-primary/25 bg-primary/8 p-3 text-sm"
        >
          <Spinner size="sm" label={null} className="text-primary" />
          <span className="min-w-0 break-words">{state.status}</span>
        </p>
      )}

      {state.scores && (
        <ScorePanel
          scores={state.scores}
          live={liveScore(state.scores, state)}
          total={totalSuggestions(state)}
        />
      )}

      {mode === 'preview' ? (
        <PolishPreview markdown={markdown} />
      ) : (
        <ResumeReview
          state={state}
          resume={state.resume}
          onDecide={decide}
          onRetry={(index) => void retry(index)}
        />
      )}

      <ActionBar>
        {mode === 'preview' ? (
          <>
            <Button variant="secondary" onClick={() => setMode('edit')}>
              <ArrowLeft aria-hidden="true" className="hidden size-4 sm:block" />
              Back to Editing
            </Button>
            <Button onClick={() => setSaveOpen(true)}>
              <Save aria-hidden="true" className="hidden size-4 sm:block" />
              Looks Good, Save It
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" disabled={!completed} onClick={() => toDocuments()}>
              <Trash2 aria-hidden="true" className="size-4" />
              Discard
            </Button>
            <Button variant="secondary" disabled={!completed} onClick={() => setMode('preview')}>
              <Eye aria-hidden="true" className="size-4" />
              Preview
            </Button>
            <Button className="col-span-2" disabled={!completed} onClick={() => setSaveOpen(true)}>
              <Save aria-hidden="true" className="size-4" />
              Finalize &amp; Save
            </Button>
          </>
        )}
      </ActionBar>

      <SavePolishedDialog
        open={saveOpen}
        defaultName={defaultPolishedName(resumeName)}
        content={markdown}
        onCancel={() => setSaveOpen(false)}
        onDone={() => toDocuments({ success: polishMessages.saved })}
      />
    </div>
  );
}

/**
 * /polish-resume: the resume polished against a job description, suggestion by suggestion, then
 * previewed and saved as a new resume. Opened from My Documents with both ids in navigation state.
 */
export function PolishResumePage() {
  usePageTitle(polishMessages.title);
  const location = useLocation();
  const target = readPolishTarget(location.state);
  if (!target) {
    return (
      <Navigate
        to={paths.documents}
        replace
        state={{ error: polishMessages.missingIds } satisfies DocumentsNotice}
      />
    );
  }
  return <PolishWorkspace key={`${target.resumeId}/${target.jobDescriptionId}`} target={target} />;
}

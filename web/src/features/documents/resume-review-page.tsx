import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  getAnalyzeMatchUrl,
  getGetResumeReadingQueryKey,
  useCorrectResumeReading,
  useGetResumeReading,
  useListDocuments,
  useResetResumeReading,
} from '../../api/generated/documents/documents';
import type { ResumeReading } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import type { StatusTone } from '../../components/ui/status-tone';
import { errorMessage, isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { doubtSummary, reviewMessages } from './documents-messages';
import {
  type DoubtIndex,
  draftPaths,
  indexDoubts,
  type ReadingDraft,
  toDraft,
  toStructure,
} from './reading-draft';
import { type DraftChange, ReadingSections } from './reading-sections';

type Notice = { tone: StatusTone; text: string };

function BackLink() {
  return (
    <Link
      to={paths.documents}
      className="focus-ring inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-muted hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to My Documents
    </Link>
  );
}

function ReviewHeader({ fileName, actions }: { fileName: string | null; actions?: ReactNode }) {
  return (
    <PageHeader
      title={reviewMessages.title}
      description={
        <>
          This is what we read from{' '}
          {fileName ? (
            <span className="font-medium break-all text-foreground">{fileName}</span>
          ) : (
            'your resume'
          )}
          . Check it and correct anything we got wrong: match analysis, interviews and polish use what you
          confirm here.
        </>
      }
      actions={actions}
    />
  );
}

function LoadingReading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading what we read
      </span>
      {['contact', 'summary', 'experience'].map((slot) => (
        <div key={slot} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** The reading with its doubts placed at the form's fields, and the form's draft of it. */
type Shown = { reading: ResumeReading; draft: ReadingDraft; doubts: DoubtIndex };

function show(reading: ResumeReading): Shown {
  const draft = toDraft(reading.structure);
  return { reading, draft, doubts: indexDoubts(reading.doubts, draftPaths(draft)) };
}

function DoubtAlert({ count, elsewhere }: { count: number; elsewhere: string[] }) {
  if (count === 0 && elsewhere.length === 0) return null;
  return (
    <Alert tone="warning">
      {count > 0 && <p>{doubtSummary(count)}</p>}
      {elsewhere.length > 0 && (
        <ul className="list-disc pl-5">
          {elsewhere.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/**
 * On a wide screen Save stays in reach at the foot of the window, however long the resume, with
 * what came of the last save; on a phone it follows the form.
 */
function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:sticky sm:bottom-4 sm:z-10 sm:rounded-card sm:border sm:border-border sm:bg-background/95 sm:p-3 sm:shadow-card sm:backdrop-blur">
      {children}
    </div>
  );
}

function ReadingReview({
  resumeId,
  fileName,
  initial,
}: {
  resumeId: string;
  fileName: string | null;
  initial: ResumeReading;
}) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(() => show(initial));
  const [saveNotice, setSaveNotice] = useState<Notice | null>(null);
  const [resetNotice, setResetNotice] = useState<Notice | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const correct = useCorrectResumeReading({ request: { quiet: true } });
  const reset = useResetResumeReading({ request: { quiet: true } });
  const busy = correct.isPending || reset.isPending;
  const { reading, draft, doubts } = shown;

  const onChange: DraftChange = (change) =>
    setShown((current) => ({ ...current, draft: change(current.draft) }));

  /** The server's answer is the reading from now on: the page shows it and nothing keeps the old one. */
  const accept = (answer: ResumeReading) => {
    queryClient.setQueryData(getGetResumeReadingQueryKey(resumeId), answer);
    // analyses kept in the page cache were made from the old reading
    queryClient.removeQueries({ queryKey: [getAnalyzeMatchUrl(), resumeId] });
    setShown(show(answer));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSaveNotice(null);
    setResetNotice(null);
    try {
      accept(await correct.mutateAsync({ id: resumeId, data: { structure: toStructure(draft) } }));
      setSaveNotice({ tone: 'success', text: reviewMessages.saved });
    } catch (cause) {
      setSaveNotice({ tone: 'danger', text: errorMessage(cause, reviewMessages.saveFailed) });
    }
  };

  const forgetCorrections = async () => {
    setSaveNotice(null);
    setResetNotice(null);
    try {
      accept(await reset.mutateAsync({ id: resumeId }));
      setResetNotice({ tone: 'success', text: reviewMessages.reset });
    } catch (cause) {
      setResetNotice({ tone: 'danger', text: errorMessage(cause, reviewMessages.resetFailed) });
    }
    setConfirmingReset(false);
  };

  return (
    <>
      <ReviewHeader
        fileName={fileName}
        actions={
          reading.corrected && (
            <>
              <Badge tone="primary" className="self-center">
                Corrected by you
              </Badge>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirmingReset(true)}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Use what we read instead
              </Button>
            </>
          )
        }
      />
      {resetNotice && <Alert tone={resetNotice.tone}>{resetNotice.text}</Alert>}
      <DoubtAlert count={doubts.countIn(draftPaths(draft))} elsewhere={doubts.elsewhere} />
      <form noValidate onSubmit={save} aria-label={reviewMessages.title}>
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
          <ReadingSections draft={draft} onChange={onChange} doubts={doubts} />
          <ActionBar>
            {saveNotice && <Alert tone={saveNotice.tone}>{saveNotice.text}</Alert>}
            <Button
              type="submit"
              loading={correct.isPending}
              loadingText="Saving..."
              className="sm:self-start"
            >
              <Save aria-hidden="true" className="size-4" />
              Save corrections
            </Button>
          </ActionBar>
        </fieldset>
      </form>
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={(open) => {
          if (!reset.isPending) setConfirmingReset(open);
        }}
        title="Use what we read instead?"
        description="Your corrections will be forgotten, and match analysis, interviews and polish will use what we read from the file again."
        confirmLabel="Use what we read"
        destructive
        loading={reset.isPending}
        onConfirm={() => void forgetCorrections()}
      />
    </>
  );
}

/** /documents/resumes/:resumeId/review: what was read from a resume, its doubts, and the person's corrections. */
export function ResumeReviewPage() {
  const { resumeId = '' } = useParams();
  // a failure offers 'Try Again' at once instead of retrying behind a skeleton
  const reading = useGetResumeReading(resumeId, { query: { retry: false }, request: { quiet: true } });
  // only for the file's name: the page does without it
  const documents = useListDocuments({ request: { quiet: true } });
  const fileName = documents.data?.resumes.find((doc) => doc.id === resumeId)?.file_name ?? null;

  let content: ReactNode;
  if (reading.isPending) {
    content = (
      <>
        <ReviewHeader fileName={fileName} />
        <LoadingReading />
      </>
    );
  } else if (reading.isError) {
    // the id is all the request carries: one the server refuses names no resume of this person
    const notFound =
      isApiError(reading.error) && (reading.error.status === 404 || reading.error.status === 400);
    content = (
      <>
        <ReviewHeader fileName={fileName} />
        <Alert
          tone="danger"
          action={
            notFound ? undefined : (
              <Button
                variant="secondary"
                size="sm"
                loading={reading.isFetching}
                onClick={() => void reading.refetch()}
              >
                Try again
              </Button>
            )
          }
        >
          {notFound ? reviewMessages.notFound : errorMessage(reading.error, reviewMessages.loadFailed)}
        </Alert>
      </>
    );
  } else {
    content = <ReadingReview key={resumeId} resumeId={resumeId} fileName={fileName} initial={reading.data} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      {content}
    </div>
  );
}

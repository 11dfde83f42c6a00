import { useQueryClient } from '@tanstack/react-query';
import { MousePointerClick, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  getDocumentDownloadUrl,
  getListDocumentsQueryKey,
  useDeleteDocument,
  useListDocuments,
  useRenameDocument,
  useSetDefaultResume,
} from '../../api/generated/documents/documents';
import type { DocumentLists } from '../../api/generated/model';
import { MatchAnalysisView } from '../../components/match/match-analysis';
import { UploadArea } from '../../components/upload/upload-area';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-error';
import { browser } from '../../lib/browser';
import { type PolishResumeState, readDocumentsNotice } from '../../lib/documents-notice';
import { paths } from '../../lib/paths';
import { DocumentCard } from './document-card';
import { type DocumentItem, toItems } from './document-item';
import { DocumentSection, DocumentSectionSkeleton } from './document-section';
import { documentsMessages, UPLOAD_ERROR_DISPLAY_MS } from './documents-messages';
import { PolishWizard } from './polish-wizard';

type Selection = { resume: string | null; job: string | null };

function patchLists(
  lists: DocumentLists | undefined,
  patch: (lists: DocumentLists) => DocumentLists,
): DocumentLists | undefined {
  return lists ? patch(lists) : lists;
}

/** Keeps the carried notice for this visit and drops it from history, so a reload does not repeat it. */
function useArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readDocumentsNotice(location.state));

  useEffect(() => {
    if (location.state !== null && location.state !== undefined) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  return [notice, () => setNotice({ error: null, success: null })] as const;
}

/** /documents 'My Documents': resumes and job descriptions, uploads, and the way into resume polish. */
export function DocumentsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listKey = getListDocumentsQueryKey();
  const documents = useListDocuments();
  const [notice, clearNotice] = useArrivalNotice();
  const [selection, setSelection] = useState<Selection>({ resume: null, job: null });
  const [actionError, setActionError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DocumentItem | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [wizardOpen, setWizardOpen] = useState(false);

  const renameDocument = useRenameDocument();
  const deleteDocument = useDeleteDocument();
  const setDefaultResume = useSetDefaultResume();

  const items = documents.data ? toItems(documents.data) : null;
  // A selection whose document is gone (deleted elsewhere) no longer counts.
  const selectedResume = items?.resumes.some((doc) => doc.id === selection.resume) ? selection.resume : null;
  const selectedJob = items?.jobs.some((doc) => doc.id === selection.job) ? selection.job : null;

  const reload = () => queryClient.invalidateQueries({ queryKey: listKey });

  const toggle = (doc: DocumentItem) => {
    setSelection((current) =>
      doc.type === 'resume'
        ? { ...current, resume: current.resume === doc.id ? null : doc.id }
        : { ...current, job: current.job === doc.id ? null : doc.id },
    );
  };

  const rename = async (doc: DocumentItem, name: string) => {
    setActionError(null);
    const before = queryClient.getQueryData<DocumentLists>(listKey);
    const withName = <T extends { id: string; file_name: string }>(list: T[]) =>
      list.map((entry) => (entry.id === doc.id ? { ...entry, file_name: name } : entry));
    queryClient.setQueryData<DocumentLists>(listKey, (lists) =>
      patchLists(lists, (current) =>
        doc.type === 'resume'
          ? { ...current, resumes: withName(current.resumes) }
          : { ...current, jobDescriptions: withName(current.jobDescriptions) },
      ),
    );
    try {
      await renameDocument.mutateAsync({ id: doc.id, data: { name, type: doc.type } });
    } catch (cause) {
      queryClient.setQueryData(listKey, before);
      setActionError(errorMessage(cause, documentsMessages.renameFailed));
    }
    void reload();
  };

  const confirmDelete = async () => {
    const doc = pendingDelete;
    if (!doc) return;
    setActionError(null);
    try {
      await deleteDocument.mutateAsync({ id: doc.id, data: { type: doc.type } });
      queryClient.setQueryData<DocumentLists>(listKey, (lists) =>
        patchLists(lists, (current) => ({
          resumes: current.resumes.filter((entry) => entry.id !== doc.id),
          jobDescriptions: current.jobDescriptions.filter((entry) => entry.id !== doc.id),
        })),
      );
    } catch (cause) {
      setActionError(errorMessage(cause, documentsMessages.deleteFailed));
    }
    setPendingDelete(null);
    // Deleting the default resume makes another one the default on the server.
    void reload();
  };

  const makeDefault = async (doc: DocumentItem) => {
    setActionError(null);
    try {
      await setDefaultResume.mutateAsync({ id: doc.id });
      queryClient.setQueryData<DocumentLists>(listKey, (lists) =>
        patchLists(lists, (current) => ({
          ...current,
          resumes: current.resumes.map((entry) => ({ ...entry, is_default: entry.id === doc.id })),
        })),
      );
    } catch (cause) {
      setActionError(errorMessage(cause, documentsMessages.defaultFailed));
    }
    void reload();
  };

  const download = async (doc: DocumentItem) => {
    setActionError(null);
    setDownloadingId(doc.id);
    try {
      const { url } = await getDocumentDownloadUrl(doc.id, { type: doc.type });
      browser.assign(url);
    } catch {
      setActionError(documentsMessages.downloadFailed);
    } finally {
      setDownloadingId(null);
    }
  };

  const startPolish = (choice: PolishResumeState) => {
    setWizardOpen(false);
    navigate(paths.polishResume, { state: choice });
  };

  const card = (doc: DocumentItem) => (
    <li key={doc.id}>
      <DocumentCard
        doc={doc}
        selected={doc.type === 'resume' ? doc.id === selectedResume : doc.id === selectedJob}
        onToggle={() => toggle(doc)}
        onRename={(name) => void rename(doc, name)}
        onDelete={() => setPendingDelete(doc)}
        onDownload={() => void download(doc)}
        onSetDefault={doc.type === 'resume' ? () => void makeDefault(doc) : undefined}
        downloading={downloadingId === doc.id}
        settingDefault={setDefaultResume.isPending && setDefaultResume.variables?.id === doc.id}
      />
    </li>
  );

  const uploadTile = (kind: 'resume' | 'job') => (
    <UploadArea
      kind={kind}
      invalidTypeMessage={documentsMessages.invalidType}
      errorDisplayMs={UPLOAD_ERROR_DISPLAY_MS}
      onUploaded={() => void reload()}
      className="h-full"
    />
  );

  const analysisPanel = () => {
    if (!items) return null;
    const resume = items.resumes.find((doc) => doc.id === selectedResume);
    const job = items.jobs.find((doc) => doc.id === selectedJob);
    if (resume && job) {
      return (
        <MatchAnalysisView
          key={`${resume.id}|${job.id}`}
          resumeId={resume.id}
          jobId={job.id}
          headingLevel={2}
          description={
            <>
              How <span className="font-medium text-foreground">{resume.name}</span> matches{' '}
              <span className="font-medium text-foreground">{job.name}</span>
            </>
          }
          className="animate-fade-in"
        />
      );
    }
    // One of the pair chosen: say what the other choice brings.
    if (!resume && !job) return null;
    const missing = resume ? 'job description' : 'resume';
    const available = resume ? items.jobs.length > 0 : items.resumes.length > 0;
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <MousePointerClick aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {available ? 'Select' : 'Upload'} a {missing} as well to see a Quick Analysis of how they match.
      </p>
    );
  };

  let content = (
    <>
      <DocumentSectionSkeleton title="My Resumes" />
      <DocumentSectionSkeleton title="My Job Descriptions" />
      <span role="status" className="sr-only">
        Loading your documents
      </span>
    </>
  );
  if (items) {
    content = (
      <>
        <DocumentSection
          id="my-resumes"
          title="My Resumes"
          count={items.resumes.length}
          emptyText="You have not uploaded a resume yet."
          upload={uploadTile('resume')}
        >
          {items.resumes.map(card)}
        </DocumentSection>
        <DocumentSection
          id="my-job-descriptions"
          title="My Job Descriptions"
          count={items.jobs.length}
          emptyText="You have not uploaded a job description yet."
          upload={uploadTile('job')}
        >
          {items.jobs.map(card)}
        </DocumentSection>
        {analysisPanel()}
      </>
    );
  } else if (documents.isError) {
    content = (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
            Try Again
          </Button>
        }
      >
        {documentsMessages.loadFailed}
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="My Documents"
        description="Your resumes and job descriptions in one place. Select a resume and a job description to see how well they match."
        actions={
          <Button
            onClick={() => setWizardOpen(true)}
            disabled={!items}
            data-tour={items ? 'polish-resume' : undefined}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            Polish a Resume
          </Button>
        }
      />
      {notice.success && (
        <Alert
          tone="success"
          action={
            <Button variant="ghost" size="sm" onClick={clearNotice}>
              Dismiss
            </Button>
          }
        >
          {notice.success}
        </Alert>
      )}
      {notice.error && (
        <Alert
          tone="danger"
          action={
            <Button variant="ghost" size="sm" onClick={clearNotice}>
              Dismiss
            </Button>
          }
        >
          {notice.error}
        </Alert>
      )}
      {actionError && (
        <Alert
          tone="danger"
          action={
            <Button variant="ghost" size="sm" onClick={() => setActionError(null)}>
              Dismiss
            </Button>
          }
        >
          {actionError}
        </Alert>
      )}
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleteDocument.isPending) setPendingDelete(null);
        }}
        title={pendingDelete?.type === 'job' ? 'Delete this job description?' : 'Delete this resume?'}
        description={
          pendingDelete
            ? `“${pendingDelete.name}” will be permanently deleted. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        loading={deleteDocument.isPending}
        onConfirm={() => void confirmDelete()}
      />
      {items && (
        <PolishWizard
          open={wizardOpen}
          onOpenChange={setWizardOpen}
          resumes={items.resumes}
          jobs={items.jobs}
          selectedResumeId={selectedResume}
          selectedJobId={selectedJob}
          onFinish={startPolish}
        />
      )}
    </div>
  );
}

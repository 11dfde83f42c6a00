import { Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useListDocuments } from '../../api/generated/documents/documents';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import type { PolishResumeState } from '../../lib/documents-notice';
import { paths } from '../../lib/paths';
import { useProfile } from '../../lib/profile';
import { uiStore } from '../../lib/ui-store';
import { type DocumentItem, toItems } from './document-item';
import { DocumentLibrary, DocumentLibrarySkeleton } from './document-library';
import { DocumentMatch } from './document-match';
import { documentsMessages } from './documents-messages';
import { PolishWizard } from './polish-wizard';
import { useArrivalNotice } from './use-arrival-notice';
import { useDocumentActions } from './use-document-actions';

type Selection = { resume: string | null; job: string | null };

function DismissibleAlert({
  tone,
  onDismiss,
  children,
}: {
  tone: 'success' | 'danger';
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      tone={tone}
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** /documents 'My Documents': resumes and job descriptions, uploads, and the way into resume polish. */
export function DocumentsPage() {
  const navigate = useNavigate();
  const documents = useListDocuments();
  const [notice, clearNotice] = useArrivalNotice();
  const [selection, setSelection] = useState<Selection>({ resume: null, job: null });
  const [wizardOpen, setWizardOpen] = useState(false);
  const actions = useDocumentActions();
  const { profile } = useProfile();
  // Spec: the Free plan has one AI Resume Polish; once used, the way in is the upgrade prompt.
  const polishUsedUp = profile?.subscription.planName === 'Free' && profile.user.used_polish_feature;

  const items = documents.data ? toItems(documents.data) : null;
  // A selection whose document is gone (deleted elsewhere) no longer counts.
  const selectedResume = items?.resumes.some((doc) => doc.id === selection.resume) ? selection.resume : null;
  const selectedJob = items?.jobs.some((doc) => doc.id === selection.job) ? selection.job : null;

  const toggle = (doc: DocumentItem) => {
    setSelection((current) =>
      doc.type === 'resume'
        ? { ...current, resume: current.resume === doc.id ? null : doc.id }
        : { ...current, job: current.job === doc.id ? null : doc.id },
    );
  };

  const startPolish = (choice: PolishResumeState) => {
    setWizardOpen(false);
    navigate(paths.polishResume, { state: choice });
  };

  let content = <DocumentLibrarySkeleton />;
  if (items) {
    content = (
      <>
        <DocumentLibrary
          items={items}
          isSelected={(doc) => doc.id === (doc.type === 'resume' ? selectedResume : selectedJob)}
          onToggle={toggle}
          actions={actions}
        />
        <DocumentMatch
          resume={items.resumes.find((doc) => doc.id === selectedResume)}
          job={items.jobs.find((doc) => doc.id === selectedJob)}
          hasResumes={items.resumes.length > 0}
          hasJobs={items.jobs.length > 0}
        />
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

  const pendingDelete = actions.pendingDelete;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="My Documents"
        description="Your resumes and job descriptions in one place. Select a resume and a job description to see how well they match."
        actions={
          <Button
            onClick={() =>
              polishUsedUp ? uiStore.openUpgradeModal(documentsMessages.polishUsed) : setWizardOpen(true)
            }
            disabled={!items}
            data-tour={items ? 'polish-resume' : undefined}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            Polish a Resume
          </Button>
        }
      />
      {notice.success && (
        <DismissibleAlert tone="success" onDismiss={clearNotice}>
          {notice.success}
        </DismissibleAlert>
      )}
      {notice.error && (
        <DismissibleAlert tone="danger" onDismiss={clearNotice}>
          {notice.error}
        </DismissibleAlert>
      )}
      {actions.actionError && (
        <DismissibleAlert tone="danger" onDismiss={actions.clearActionError}>
          {actions.actionError}
        </DismissibleAlert>
      )}
      {content}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) actions.cancelDelete();
        }}
        title={pendingDelete?.type === 'job' ? 'Delete this job description?' : 'Delete this resume?'}
        description={
          pendingDelete
            ? `“${pendingDelete.name}” will be permanently deleted. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        loading={actions.deleting}
        onConfirm={() => void actions.confirmDelete()}
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

import { UploadArea } from '../../components/upload/upload-area';
import { resumeReview } from '../../lib/paths';
import { DocumentCard } from './document-card';
import type { DocumentItem } from './document-item';
import { DocumentSection, DocumentSectionSkeleton } from './document-section';
import { documentsMessages, UPLOAD_ERROR_DISPLAY_MS } from './documents-messages';
import type { useDocumentActions } from './use-document-actions';

type DocumentLibraryProps = {
  items: { resumes: DocumentItem[]; jobs: DocumentItem[] };
  isSelected: (doc: DocumentItem) => boolean;
  onToggle: (doc: DocumentItem) => void;
  actions: ReturnType<typeof useDocumentActions>;
};

/** 'My Resumes' and 'My Job Descriptions': a card per document, then the upload tile. */
export function DocumentLibrary({ items, isSelected, onToggle, actions }: DocumentLibraryProps) {
  const card = (doc: DocumentItem) => (
    <li key={doc.id}>
      <DocumentCard
        doc={doc}
        selected={isSelected(doc)}
        onToggle={() => onToggle(doc)}
        onRename={(name) => void actions.rename(doc, name)}
        onDelete={() => actions.askDelete(doc)}
        onDownload={() => void actions.download(doc)}
        onSetDefault={doc.type === 'resume' ? () => void actions.makeDefault(doc) : undefined}
        reviewTo={doc.type === 'resume' ? resumeReview(doc.id) : undefined}
        downloading={actions.downloadingId === doc.id}
        settingDefault={actions.settingDefaultId === doc.id}
      />
    </li>
  );

  const uploadTile = (kind: 'resume' | 'job') => (
    <UploadArea
      kind={kind}
      invalidTypeMessage={documentsMessages.invalidType}
      errorDisplayMs={UPLOAD_ERROR_DISPLAY_MS}
      onUploaded={() => void actions.reload()}
      className="h-full"
    />
  );

  return (
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
    </>
  );
}

export function DocumentLibrarySkeleton() {
  return (
    <>
      <DocumentSectionSkeleton title="My Resumes" />
      <DocumentSectionSkeleton title="My Job Descriptions" />
      <span role="status" className="sr-only">
        Loading your documents
      </span>
    </>
  );
}

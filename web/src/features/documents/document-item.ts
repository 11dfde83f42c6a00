import type { DocumentLists, DocumentType, FileType } from '../../api/generated/model';

/** A resume or job description as My Documents shows it. */
export type DocumentItem = {
  id: string;
  type: DocumentType;
  name: string;
  fileType: FileType;
  uploadedAt: string;
  isDefault: boolean;
};

export function toItems(lists: DocumentLists): { resumes: DocumentItem[]; jobs: DocumentItem[] } {
  return {
    resumes: lists.resumes.map((doc) => ({
      id: doc.id,
      type: 'resume',
      name: doc.file_name,
      fileType: doc.file_type,
      uploadedAt: doc.uploaded_at,
      isDefault: doc.is_default,
    })),
    jobs: lists.jobDescriptions.map((doc) => ({
      id: doc.id,
      type: 'job',
      name: doc.file_name,
      fileType: doc.file_type,
      uploadedAt: doc.uploaded_at,
      isDefault: false,
    })),
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatUploadedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

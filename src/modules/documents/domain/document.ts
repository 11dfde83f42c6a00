/** `resume` or `job` (a job description): the contract's DocumentType, also the upload field name. */
export type DocumentKind = 'resume' | 'job';

/** The detected format of an upload, decided from its content. */
export type FileType = 'pdf' | 'docx' | 'txt';

export const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** How a document came to be: uploaded, or a polished resume the product rendered and saved. */
export type DocumentOrigin = 'upload' | 'polished';

/** A resume or job description as the product keeps it; the extracted text is read separately. */
export interface StoredDocument {
  id: string;
  userId: string;
  kind: DocumentKind;
  fileName: string;
  fileType: FileType;
  sizeBytes: number;
  /** Server-generated key of the original bytes in file storage. */
  storageKey: string;
  /** Only resumes; a user has at most one default resume. */
  isDefault: boolean;
  uploadedAt: Date;
  /** Absent on uploads; 'polished' for a saved polish (outside the Free plan's upload limit). */
  origin?: DocumentOrigin;
}

/** The storage key of a new document: never derived from anything the client sent. */
export function storageKeyFor(userId: string, documentId: string, type: FileType): string {
  return `documents/${userId}/${documentId}.${type}`;
}

/** The file name a download gets: the document's name, with its type's extension when it lacks one. */
export function downloadNameOf(document: Pick<StoredDocument, 'fileName' | 'fileType'>): string {
  const suffix = `.${document.fileType}`;
  return document.fileName.toLowerCase().endsWith(suffix)
    ? document.fileName
    : `${document.fileName}${suffix}`;
}

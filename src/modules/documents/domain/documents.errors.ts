import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { DocumentKind } from './document.ts';

export const FILE_TOO_LARGE_MESSAGE = 'File is larger than 100KB';
export const UNSUPPORTED_TYPE_MESSAGE = 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.';
export const NO_TEXT_MESSAGE =
  'No text could be extracted from this file. Please upload a text-based PDF, DOCX or TXT file.';
export const FREE_PLAN_UPLOAD_MESSAGE =
  'The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads.';

export class FileTooLargeError extends AppError {
  constructor() {
    super('FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
  }
}

/** Why an upload is not a PDF, DOCX or TXT file; the spec's message, the reason in details. */
export class UnsupportedFileTypeError extends AppError {
  readonly reason: string;
  constructor(reason: string, why: string, field: DocumentKind | 'file' = 'file') {
    super('UNSUPPORTED_FILE_TYPE', UNSUPPORTED_TYPE_MESSAGE, {
      details: [{ path: [field], message: why, code: reason }],
    });
    this.reason = reason;
  }

  /** The same rejection, naming the form field the file came in. */
  inField(field: DocumentKind): UnsupportedFileTypeError {
    const detail = this.details?.[0];
    return new UnsupportedFileTypeError(this.reason, detail?.message ?? '', field);
  }
}

/** A well-formed file with nothing to read in it (a scanned PDF, an empty document). */
export class NoExtractableTextError extends AppError {
  constructor(message = NO_TEXT_MESSAGE) {
    super('UNPROCESSABLE', message);
  }
}

export class DocumentNotFoundError extends NotFoundError {
  constructor(kind?: DocumentKind) {
    super(kind === 'resume' ? 'Resume' : kind === 'job' ? 'Job description' : 'Document');
  }
}

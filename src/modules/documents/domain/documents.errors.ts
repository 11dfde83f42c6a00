import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { DocumentKind } from './document.ts';
import type { ExtractionLimit } from './extraction-limits.ts';

export const FILE_TOO_LARGE_MESSAGE = 'File is larger than 100KB';
const UNSUPPORTED_TYPE_MESSAGE = 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.';
const NO_TEXT_MESSAGE =
  'No text could be extracted from this file. Please upload a text-based PDF, DOCX or TXT file.';
export const TOO_COMPLEX_MESSAGE =
  'This document is too large or complex to read. Please upload a shorter file or a plain-text copy.';
const READER_UNAVAILABLE_MESSAGE = 'Documents cannot be read right now. Please try again in a moment.';
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

const LIMIT_REACHED: Record<ExtractionLimit, string> = {
  time: 'Reading the file took longer than allowed.',
  memory: 'Reading the file needed more memory than allowed.',
  characters: 'The file holds more text than allowed.',
};

/** A well-formed file whose reading reached one of EXTRACTION_LIMITS (a decompression bomb, say). */
export class DocumentTooComplexError extends AppError {
  readonly limit: ExtractionLimit;
  constructor(limit: ExtractionLimit, field: DocumentKind | 'file' = 'file') {
    super('UNPROCESSABLE', TOO_COMPLEX_MESSAGE, {
      details: [{ path: [field], message: LIMIT_REACHED[limit], code: `${limit}_limit` }],
    });
    this.limit = limit;
  }

  inField(field: DocumentKind): DocumentTooComplexError {
    return new DocumentTooComplexError(this.limit, field);
  }
}

/** The text reader is stopping (the server shuts down): nothing is wrong with the file. */
export class ReaderUnavailableError extends AppError {
  constructor() {
    super('PROVIDER_UNAVAILABLE', READER_UNAVAILABLE_MESSAGE);
  }
}

export class DocumentNotFoundError extends NotFoundError {
  constructor(kind?: DocumentKind) {
    super(kind === 'resume' ? 'Resume' : kind === 'job' ? 'Job description' : 'Document');
  }
}

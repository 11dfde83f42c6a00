import { DocumentTooComplexError } from '../../../shared/pdf/document-renderer.ts';

export const RESUME_TOO_COMPLEX_MESSAGE =
  'This resume is too long or complex to turn into a file. Please shorten it and try again.';

/** A resume over the document workers' limits is refused in words about the resume. */
export function resumeTooComplex(err: unknown): unknown {
  return err instanceof DocumentTooComplexError
    ? new DocumentTooComplexError(err.limit, RESUME_TOO_COMPLEX_MESSAGE)
    : err;
}

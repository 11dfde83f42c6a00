/** My Documents texts (spec: documents error catalogue and validation). */
export const documentsMessages = {
  loadFailed: 'Failed to load documents.',
  downloadFailed: 'Could not download the file. Please try again.',
  invalidType: 'Invalid file type. Please use PDF, DOCX, or TXT.',
  renameFailed: 'Could not rename the document. Please try again.',
  deleteFailed: 'Could not delete the document. Please try again.',
  defaultFailed: 'Could not make this resume the default. Please try again.',
  polishUsed: 'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.',
} as const;

/** 'Review what we read' texts. */
export const reviewMessages = {
  title: 'Review what we read',
  notFound: 'We could not find this resume.',
  loadFailed: 'Could not load what we read from this resume. Please try again.',
  saved: 'Saved. Match analysis, interviews and polish now use this.',
  saveFailed: 'Could not save your corrections. Please try again.',
  reset: 'Your corrections are gone: match analysis, interviews and polish use what we read again.',
  resetFailed: 'Could not go back to what we read. Please try again.',
} as const;

/** The count alert above a reading with doubts. */
export function doubtSummary(count: number): string {
  return count === 1
    ? 'We are unsure of 1 field. It is highlighted below.'
    : `We are unsure of ${count} fields. They are highlighted below.`;
}

/** Spec: upload error display 5 s. */
export const UPLOAD_ERROR_DISPLAY_MS = 5000;

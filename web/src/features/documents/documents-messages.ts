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

/** Spec: upload error display 5 s. */
export const UPLOAD_ERROR_DISPLAY_MS = 5000;

/** AI Resume Polish texts (spec: AI Resume Polish screen, polish stream states and polish errors). */
export const polishMessages = {
  title: 'AI Resume Polish',
  lead: 'Accept or reject suggestions to perfect your resume.',
  streamingTitle: 'Polishing Your Resume...',
  errorTitle: 'An Error Occurred',
  couldNotStart: 'Could not start analysis. Please check your connection or try again.',
  networkError: 'A network error occurred during analysis.',
  unknownError: 'An unknown error occurred.',
  missingIds: 'Please select a resume and a job description to polish.',
  sectionFailed: 'Could not polish this section.',
  toBePolished: 'To be Polished',
  polishing: 'Polishing...',
  saved: 'Polished resume saved successfully!',
  /** Not in the spec: the first status line until the server sends its own. */
  starting: 'Starting…',
  /** Not in the spec: the stream was lost and is being reopened. */
  reconnecting: 'Connection lost. Reconnecting…',
  /** Not in the spec: a save or download the server refused without a message of its own. */
  saveFailed: 'Could not save your polished resume. Please try again.',
  downloadFailed: 'Could not download the file. Please try again.',
  /** Not in the spec: a role whose reading is in doubt is not rewritten and is saved as written. */
  keptAsWritten: 'Kept as written',
} as const;

/** Spec: the event stream's default retry is 1 second, until the server sends `retry:`. */
export const DEFAULT_RETRY_MS = 1000;

/** Reconnects in a row without receiving anything before a lost stream counts as a network error. */
export const MAX_RECONNECTS = 5;

/** Spec: history and report messages (product-core section 8). */
export const reportMessages = {
  missingId: 'Session ID is missing from the URL.',
  couldNotLoad: 'Session details could not be loaded.',
  loadFailed: 'Failed to load session details.',
  notFound: 'Session not found or data is incomplete.',
  reevaluateFailed: 'Failed to re-evaluate. Please try again.',
  exportFailed: 'Failed to export PDF.',
  evaluationFailed: 'Evaluation Failed',
  evaluationFailedDefault: 'The AI evaluation could not be completed.',
  /** Not in the spec: a session still open when its report is read (its end could not be confirmed). */
  stillInProgress: 'This session is still finishing.',
  stillInProgressDetail: 'It will finish on its own when its time is up. Here is what you answered so far.',
  /** Not in the spec: an interview that ended before any answer was recorded. */
  nothingToScore: 'This interview ended before any answer was recorded, so there is nothing to score.',
  startNewInterview: 'Start a new interview',
} as const;

/** Spec: the report uses good at 8 or above, warning from 6 up to below 8, bad below 6. */
export const GOOD_SCORE = 8;
export const WARNING_SCORE = 6;

/** While an evaluation is still pending the report is fetched again this often. */
export const PENDING_REFETCH_MS = 3000;

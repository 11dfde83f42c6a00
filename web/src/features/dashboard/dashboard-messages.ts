/** Spec: dashboard messages (product-core section 8). */
export const dashboardMessages = {
  loadFailed: 'Could not load your dashboard data. Please try refreshing.',
  saveFailed: 'Failed to save application.',
} as const;

/** Spec: the dashboard shows up to 3 recent sessions. */
export const RECENT_SESSIONS_LIMIT = 3;

/** Spec: scores of 7 or more use the success style, below 7 the warning style. */
export const GOOD_SCORE = 7;

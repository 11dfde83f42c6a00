/** Spec: history messages (product-core section 8) and the page size (section 9). */
export const historyMessages = {
  loadFailed: 'Failed to load session history.',
  empty: 'No sessions found.',
} as const;

export const HISTORY_PAGE_SIZE = 10;

/** Typing in the search box waits this long before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec: session scores of 7 or more use the success style, below 7 the warning style. */
export const GOOD_SCORE = 7;

/** Both legal pages were last revised on this date (spec: August 5, 2025). */
export const LEGAL_LAST_UPDATED = 'August 5, 2025';

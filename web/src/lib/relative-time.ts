/**
 * Spec (business constants): relative times read 'just now', then minutes, hours and days ago. The
 * notification dropdown goes on with months and years; the full notifications page shows a date for
 * anything older than about 30 days.
 */
export type RelativeTimeMode = 'dropdown' | 'page';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 'About 30 days': from here on a day count stops being useful. */
export const RELATIVE_DAYS_LIMIT = 30;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago `value` (an ISO date-time or a Date) was, seen from `now`. A time in the future (a
 * clock slightly ahead of ours) reads 'just now'; an unreadable value reads ''.
 */
export function formatRelativeTime(
  value: string | Date,
  mode: RelativeTimeMode,
  now: Date | number = Date.now(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - time;

  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < RELATIVE_DAYS_LIMIT) return ago(days, 'day');

  if (mode === 'page') return dateFormat.format(date);
  const months = Math.floor(days / 30);
  if (months < 12) return ago(months, 'month');
  return ago(Math.max(1, Math.floor(days / 365)), 'year');
}

/** The exact time, for a tooltip or the detail dialog: 'Mar 5, 2025, 2:30 PM'. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './relative-time';

const NOW = new Date('2025-08-20T12:00:00Z');
const earlier = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30 * SECOND, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [29 * DAY, '29 days ago'],
  ])('reads %i ms ago the same in both modes: %s', (elapsed, expected) => {
    expect(formatRelativeTime(earlier(elapsed), 'dropdown', NOW)).toBe(expected);
    expect(formatRelativeTime(earlier(elapsed), 'page', NOW)).toBe(expected);
  });

  it.each([
    [30 * DAY, '1 month ago'],
    [75 * DAY, '2 months ago'],
    [359 * DAY, '11 months ago'],
    [360 * DAY, '1 year ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY + DAY, '3 years ago'],
  ])('the dropdown goes on with months and years: %i ms is %s', (elapsed, expected) => {
    expect(formatRelativeTime(earlier(elapsed), 'dropdown', NOW)).toBe(expected);
  });

  it('the page shows a date from about 30 days on', () => {
    expect(formatRelativeTime('2025-07-21T12:00:00Z', 'page', NOW)).toBe('Jul 21, 2025');
    expect(formatRelativeTime('2023-01-05T12:00:00Z', 'page', NOW)).toBe('Jan 5, 2023');
  });

  it('reads a time slightly in the future as just now, and an unreadable one as nothing', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * SECOND), 'dropdown', NOW)).toBe('just now');
    expect(formatRelativeTime('not a date', 'page', NOW)).toBe('');
  });

  it('accepts a Date and a timestamp for now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() - 2 * HOUR), 'page', NOW.getTime())).toBe('2 hours ago');
  });
});

describe('formatDateTime', () => {
  it('shows the full date and time, and nothing for an unreadable value', () => {
    expect(formatDateTime('2025-03-05T14:30:00')).toBe('Mar 5, 2025, 2:30 PM');
    expect(formatDateTime('nope')).toBe('');
  });
});

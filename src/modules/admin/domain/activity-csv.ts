import type { ActivityEntry } from './activity.ts';
import { AUDIT_EXPORT_LIMIT, csvCell } from './audit-csv.ts';

/** Rows an activity export holds at most (as many as an audit export). */
export const ACTIVITY_EXPORT_LIMIT = AUDIT_EXPORT_LIMIT;

export const ACTIVITY_CSV_COLUMNS = ['created_at', 'user_email', 'user_id', 'event', 'metadata'] as const;

/** The events as a CSV file: a header row, then one line per event, CRLF line ends. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  const lines = [ACTIVITY_CSV_COLUMNS.join(',')];
  for (const e of entries) {
    lines.push(
      [e.createdAt.toISOString(), e.userEmail, e.userId, e.event, JSON.stringify(e.metadata)]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function activityCsvFileName(now: Date): string {
  return `activity-log-${now.toISOString().slice(0, 10)}.csv`;
}

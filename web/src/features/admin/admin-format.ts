/** Display helpers of the admin screens (en-US, as the rest of the product). */

const count = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatCount(value: number): string {
  return count.format(value);
}

export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** A share between 0 and 1 as a whole percentage ('87%'), one decimal below 10%. */
export function formatShare(share: number): string {
  const percent = share * 100;
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

/** A duration in words, largest unit only: '3 days', '5 hours', '12 minutes', 'under a minute'. */
export function formatAge(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    const amount = Math.floor(seconds / size);
    if (amount >= 1) return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
  }
  return 'under a minute';
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** A date picker's day ('2025-08-05') as the instant that day starts, in the staff member's zone. */
export function dayStart(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The instant after a picked day ends: 'to' filters are exclusive, so the whole day is included. */
export function dayEnd(day: string): string | undefined {
  const start = dayStart(day);
  if (!start) return undefined;
  const date = new Date(start);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO instant as a datetime-local input's value, in the staff member's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as an ISO instant; empty means none. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Event metadata or any small object as 'key: value' pairs for a table cell. */
export function describeValues(values: { [key: string]: unknown } | null | undefined): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

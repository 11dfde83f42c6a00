import { GOOD_SCORE } from './dashboard-messages';

/** 'Welcome back, {first name}!' falls back to 'there' (spec: dashboard greeting). */
export function firstName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : 'there';
}

/**
 * The score as the server gives it (rounded once there, to one decimal), or 'N/A' when there is
 * none: written, never rounded again, so it reads as on the report (7 is written '7.0').
 */
export function formatScore(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'N/A';
  return Number.isInteger(score) ? score.toFixed(1) : String(score);
}

export function scoreTone(score: number): 'success' | 'warning' {
  return score >= GOOD_SCORE ? 'success' : 'warning';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

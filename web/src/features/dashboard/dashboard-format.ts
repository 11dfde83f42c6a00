import { GOOD_SCORE } from './dashboard-messages';

/** 'Welcome back, {first name}!' falls back to 'there' (spec: dashboard greeting). */
export function firstName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : 'there';
}

/** One decimal out of 10, or 'N/A' when there is no score yet. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : 'N/A';
}

export function scoreTone(score: number): 'success' | 'warning' {
  return score >= GOOD_SCORE ? 'success' : 'warning';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

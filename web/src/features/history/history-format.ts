import { GOOD_SCORE } from './history-messages';

/** One decimal out of 10, or 'N/A' when there is no score yet. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : 'N/A';
}

export function scoreTone(score: number | null): 'success' | 'warning' | 'neutral' {
  if (score === null || !Number.isFinite(score)) return 'neutral';
  return Number(score.toFixed(1)) >= GOOD_SCORE ? 'success' : 'warning';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

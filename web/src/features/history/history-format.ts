import { GOOD_SCORE } from './history-messages';

export { formatScore } from '../../lib/score-text';

export function scoreTone(score: number | null): 'success' | 'warning' | 'neutral' {
  if (score === null || !Number.isFinite(score)) return 'neutral';
  return score >= GOOD_SCORE ? 'success' : 'warning';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

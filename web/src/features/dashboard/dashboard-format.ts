import { GOOD_SCORE } from './dashboard-messages';

/** 'Welcome back, {first name}!' falls back to 'there' (spec: dashboard greeting). */
export function firstName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : 'there';
}

export { formatScore } from '../../lib/score-text';

export function scoreTone(score: number): 'success' | 'warning' {
  return score >= GOOD_SCORE ? 'success' : 'warning';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const LIST_ITEM = /^\s{0,3}(?:\d{1,2}[.)]|[-*+])\s+(.+)$/;
const LEADING_BOLD = /^(?:\*\*|__)(.+?)(?:\*\*|__)/;

/** Markdown's marks taken off a short line of text: emphasis, code and link syntax. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first action of a report's Improvement Roadmap, the dashboard's next step: the first list
 * item's bold title when it starts with one ('1. **Give fuller answers** (Q1). Aim for...'), else
 * its first sentence; null when the roadmap lists nothing (still being written, or nothing scored).
 */
export function firstRoadmapStep(roadmap: string | null | undefined): string | null {
  for (const line of (roadmap ?? '').split(/\r?\n/)) {
    const item = LIST_ITEM.exec(line)?.[1]?.trim();
    if (!item) continue;
    const title = LEADING_BOLD.exec(item)?.[1];
    const step = plainText(title ?? item.split(/(?<=[.!?])\s/)[0] ?? item).replace(/[.:;,]+$/, '');
    if (step) return step;
  }
  return null;
}

import { roundScore } from '../../coaching/index.ts';
const DAY_MS = 24 * 3600 * 1000;

/** The weekly progress report covers the seven days before it is sent. */
export const PROGRESS_REPORT_DAYS = 7;

/** Sent on Mondays at 09:00 UTC. */
export const PROGRESS_REPORT_SCHEDULE = '0 9 * * 1';

/** The practice a progress report sums up: sessions completed in the week and their mean score. */
export interface WeeklyPractice {
  userId: string;
  sessionsCompleted: number;
  /** Mean of the scored sessions, out of 10; null when none is scored yet. */
  averageScore: number | null;
}

/** The week a report sent at `now` covers. */
export function reportWeek(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - PROGRESS_REPORT_DAYS * DAY_MS), to: now };
}

/**
 * A person who got a report after this instant is not sent another: one report a week, even when
 * the weekly job runs twice (a retry, a second instance, a schedule slot sent again). Six days,
 * not seven, so a report sent a little late one week never makes next Monday's skip.
 */
export function lastReportGuard(now: Date): Date {
  return new Date(now.getTime() - (PROGRESS_REPORT_DAYS - 1) * DAY_MS);
}

/** The mean score as the mail shows it: one decimal out of 10, by the product's one rounding rule. */
export function formatScore(score: number | null): string {
  return score === null ? 'not scored yet' : `${roundScore(score).toFixed(1)} / 10`;
}

import type { WeeklyPractice } from '../domain/progress-report.ts';

/** Who practised in a week, for the weekly progress report, and the record that it was sent. */
export interface WeeklyPracticeLog {
  /**
   * People who completed at least one interview session in [from, to), want progress reports and
   * got none after `guard`; at most `limit`, with their week's sessions and mean score.
   */
  due(week: { from: Date; to: Date }, guard: Date, limit: number): Promise<WeeklyPractice[]>;
  /**
   * Records the person's report as sent at `at`, unless one was sent after `guard` or they turned
   * reports off meanwhile: true when this call claimed the report (only one of racing runs does).
   */
  claim(userId: string, at: Date, guard: Date): Promise<boolean>;
}

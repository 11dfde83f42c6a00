import type { WeeklyPractice } from '../domain/progress-report.ts';
import type { NotificationRecipient } from './notification-recipients.ts';

/** A person due a weekly progress report: their week's practice and where the mail goes. */
export interface DuePractice {
  practice: WeeklyPractice;
  recipient: NotificationRecipient;
}

/** Who practised in a week, for the weekly progress report, and the record that it was sent. */
export interface WeeklyPracticeLog {
  /**
   * Everyone with an active account who completed at least one interview session in [from, to),
   * wants progress reports and got none after `guard`, with their week's sessions and mean score,
   * in user id order: one aggregate over the week's sessions, read once per run.
   */
  due(week: { from: Date; to: Date }, guard: Date): Promise<DuePractice[]>;
  /**
   * Records the reports of those people as sent at `at`, in one statement, except for anyone sent
   * one after `guard` or who turned reports off meanwhile (only one of racing runs claims a
   * person). Answers the people this call claimed, each with their unsubscribe token.
   */
  claim(userIds: readonly string[], at: Date, guard: Date): Promise<Map<string, string>>;
}

import type { InterviewType } from '../../coaching/index.ts';

export interface HistoryQuery {
  /** 1-based. */
  page: number;
  limit: number;
  /** Only sessions created at or after this instant. */
  since: Date | null;
  type: InterviewType | null;
  /** Part of the title, any case, taken literally. */
  search: string | null;
}

export interface HistoryRow {
  id: string;
  title: string;
  createdAt: Date;
  score: number | null;
  interviewType: InterviewType;
}

/** Read models over the user's sessions: counts, averages and the history, never changed here. */
export interface SessionQueries {
  /**
   * Sessions of the user (all time) that count toward the Free allowance (countsTowardAllowance):
   * every one started, except those that ended before any answer was recorded.
   */
  countStarted(userId: string): Promise<number>;
  /** Every session of the user and the mean of the scored ones (null when none is scored). */
  stats(userId: string): Promise<{ totalSessions: number; averageScore: number | null }>;
  /** One page of the user's sessions, newest first (the later started first on a tie), and the filtered total. */
  history(userId: string, query: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }>;
  /**
   * The average session score (one decimal) of each resume and job pair, in the order asked;
   * null when none of the pair's sessions is scored.
   */
  averagesFor(
    userId: string,
    pairs: { resumeId: string; jobDescriptionId: string }[],
  ): Promise<(number | null)[]>;
}

/**
 * What the scheduled refresh keeps for the metrics. Interview sessions counted per UTC day, kept by the scheduled refresh so the metrics never count
 * the whole sessions table: every day before `coveredUntil` is rolled up, and the metrics read the
 * sessions since then live.
 */
export interface SessionRollup {
  /** Where the rollup stands; both null before its first run. */
  coverage(): Promise<{ coveredUntil: Date | null; recheckedFrom: Date | null }>;
  /** When the first session still stored was started; null when there is none. */
  firstSessionAt(): Promise<Date | null>;
  /**
   * Counts again every UTC day in [from, to) (both midnights) and, in the same transaction, moves
   * `coveredUntil` up to `to` when it was below; never down.
   */
  rollDays(from: Date, to: Date, now: Date): Promise<void>;
  /** Where the next pass over older days starts (going back in time); null starts again at the top. */
  setRecheckedFrom(day: Date | null): Promise<void>;
  /** Counts the people (all, verified, signed in within the 30 days before `now`, on a trial without a paid plan) and keeps the counts as of `now`. */
  countPeople(now: Date): Promise<void>;
}

import type { DayCount, PaidSubscriptionGroup } from '../domain/metrics.ts';

/** The raw counts behind the metrics, read live with a handful of aggregate queries. */
export interface MetricsCounts {
  users: {
    total: number;
    newLast7Days: number;
    newLast30Days: number;
    activeLast30Days: number;
    verified: number;
  };
  /** Active paid subscriptions grouped; a discount counts only while it still applies at `now`. */
  paid: PaidSubscriptionGroup[];
  trialing: number;
  sessions: { total: number; startedPerDay: DayCount[]; averageScore: number | null };
  polishRunsLast30Days: number;
  tickets: { open: number; oldestOpenAt: Date | null };
  failedEvaluationsLast30Days: number;
}

/** Reads the counts as of `now` (see domain/metrics.ts for what each one means). */
export interface MetricsSource {
  counts(now: Date): Promise<MetricsCounts>;
}

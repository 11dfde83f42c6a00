import type { JobQueueStatus } from '../../../shared/kernel/jobs.ts';
import type { DayCount, PaidSubscriptionGroup } from '../domain/metrics.ts';

/** The raw counts behind the metrics, read with a handful of indexed queries and the sessions' daily rollup. */
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
  queue: JobQueueStatus;
}

/**
 * Reads the counts as of `now` (see domain/metrics.ts for what each one means). When `signal`
 * aborts (the person closed the dashboard) the read is cancelled and the promise rejects.
 */
export interface MetricsSource {
  counts(now: Date, signal?: AbortSignal): Promise<MetricsCounts>;
}

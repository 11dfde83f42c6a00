/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AdminMetricsSessionsPerDayItem } from './adminMetricsSessionsPerDayItem.ts';

export type AdminMetricsSessions = {
  /** @minimum 0 */
  total: number;
  /** Interview sessions started on each of the last 30 days (UTC), oldest first, days without any included. */
  perDay: AdminMetricsSessionsPerDayItem[];
  /**
     * Average score of scored sessions in the last 30 days; null when none.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  averageScore: number | null;
};

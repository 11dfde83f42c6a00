/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AdminMetricsEvaluations } from './adminMetricsEvaluations.ts';
import type { AdminMetricsPolish } from './adminMetricsPolish.ts';
import type { AdminMetricsQueue } from './adminMetricsQueue.ts';
import type { AdminMetricsRevenue } from './adminMetricsRevenue.ts';
import type { AdminMetricsSessions } from './adminMetricsSessions.ts';
import type { AdminMetricsTickets } from './adminMetricsTickets.ts';
import type { AdminMetricsUsers } from './adminMetricsUsers.ts';

export interface AdminMetrics {
  users: AdminMetricsUsers;
  revenue: AdminMetricsRevenue;
  sessions: AdminMetricsSessions;
  polish: AdminMetricsPolish;
  tickets: AdminMetricsTickets;
  evaluations: AdminMetricsEvaluations;
  queue: AdminMetricsQueue;
  generated_at: string;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PaidSubscriptionCounts } from './paidSubscriptionCounts.ts';

export interface AdminMetrics {
  /** @minimum 0 */
  totalUsers: number;
  /**
     * Users active within the last 30 days.
     * @minimum 0
     */
  activeUsers: number;
  /** @minimum 0 */
  newUsersLast7Days: number;
  /** @minimum 0 */
  totalSessions: number;
  /** @minimum 0 */
  sessionsLast7Days: number;
  /**
     * Average session score over all scored sessions; null when none.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  averageScore: number | null;
  /** @minimum 0 */
  openTickets: number;
  paidSubscriptions: PaidSubscriptionCounts;
  /**
     * Paid invoices within the last 30 days, in cents.
     * @minimum 0
     */
  revenueLast30DaysCents: number;
}

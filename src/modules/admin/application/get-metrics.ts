import type { Clock } from '../../../shared/kernel/clock.ts';
import {
  averageScore,
  dailyCounts,
  type PlanPriceView,
  type ProductMetrics,
  recurringRevenue,
  verifiedShare,
} from '../domain/metrics.ts';
import type { MetricsSource } from '../ports/metrics-source.ts';

/** The product's metrics now (definitions in domain/metrics.ts). */
export class GetMetrics {
  readonly #source: MetricsSource;
  readonly #prices: readonly PlanPriceView[];
  readonly #clock: Clock;
  constructor(source: MetricsSource, prices: readonly PlanPriceView[], clock: Clock) {
    this.#source = source;
    this.#prices = prices;
    this.#clock = clock;
  }

  /** `signal`: the request's; when its client goes away the reading stops. */
  async execute(signal?: AbortSignal): Promise<ProductMetrics> {
    const now = this.#clock.now();
    const c = await this.#source.counts(now, signal);
    const queue = c.queue;
    const paying = (plan: 'Pro' | 'Premium') =>
      c.paid.filter((g) => g.plan === plan).reduce((sum, g) => sum + g.count, 0);
    const revenue = recurringRevenue(c.paid, this.#prices);
    const oldest = c.tickets.oldestOpenAt;
    return {
      users: {
        total: c.users.total,
        newLast7Days: c.users.newLast7Days,
        newLast30Days: c.users.newLast30Days,
        activeLast30Days: c.users.activeLast30Days,
        verifiedShare: verifiedShare(c.users.verified, c.users.total),
      },
      revenue: {
        payingByPlan: { Pro: paying('Pro'), Premium: paying('Premium') },
        monthlyRecurringRevenueCents: revenue.monthlyCents,
        cancelling: c.paid.filter((g) => g.cancelling).reduce((sum, g) => sum + g.count, 0),
        cancellingMonthlyRevenueCents: revenue.cancellingMonthlyCents,
        trialing: c.trialing,
      },
      sessions: {
        total: c.sessions.total,
        perDay: dailyCounts(c.sessions.startedPerDay, now),
        averageScore: averageScore(c.sessions.averageScore),
      },
      polish: { runsLast30Days: c.polishRunsLast30Days },
      tickets: {
        open: c.tickets.open,
        oldestOpenAgeSeconds:
          oldest === null ? null : Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)),
      },
      evaluations: { failedLast30Days: c.failedEvaluationsLast30Days },
      queue: { depth: queue.depth, deadLetters: queue.deadLetters },
      generatedAt: now,
    };
  }
}

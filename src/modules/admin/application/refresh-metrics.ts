import type { Clock } from '../../../shared/kernel/clock.ts';
import { addDays, utcMidnight } from '../domain/metrics.ts';
import type { SessionRollup } from '../ports/session-rollup.ts';

/** Days counted in one statement. */
export const ROLLUP_BATCH_DAYS = 7;
/** The last days before the covered point are counted again each run (scores arrive after a session ends). */
export const ROLLUP_RECENT_DAYS = 2;
/** Older days counted again each run, going back in rotation (sessions of deleted accounts go). */
export const ROLLUP_RECHECK_DAYS = 28;

export interface RefreshReport {
  daysRolled: number;
  coveredUntil: Date | null;
}

/**
 * Keeps the per-day rollup of interview sessions the metrics read (`admin.refresh-metrics`, every
 * five minutes, one run at a time across instances): counts the days since the covered point (the
 * last two again) up to today's midnight, a week per statement, within a time budget (a first run
 * on a year of history finishes on later runs; until then the metrics read the rest live), then
 * counts one stretch of older days again, so the rollup follows deletions within a few hours;
 * and counts the people (one pass over their table, about a third of a second at 200,000).
 */
export class RefreshMetrics {
  readonly #rollup: SessionRollup;
  readonly #clock: Clock;
  readonly #budgetMs: number;
  constructor(rollup: SessionRollup, clock: Clock, budgetMs = 50_000) {
    this.#rollup = rollup;
    this.#clock = clock;
    this.#budgetMs = budgetMs;
  }

  async run(): Promise<RefreshReport> {
    const started = Date.now();
    const now = this.#clock.now();
    const today = utcMidnight(now);
    const { coveredUntil, recheckedFrom } = await this.#rollup.coverage();
    const first = await this.#rollup.firstSessionAt();
    const firstDay = first === null ? today : utcMidnight(first);
    let from =
      coveredUntil === null
        ? firstDay
        : maxDate(firstDay, addDays(utcMidnight(coveredUntil), -ROLLUP_RECENT_DAYS));
    if (from > today) from = today;
    let daysRolled = 0;
    let covered = coveredUntil;
    if (from.getTime() === today.getTime()) {
      // nothing stored before today: the rollup covers up to today's midnight, empty
      await this.#rollup.rollDays(today, today, now);
      covered = maxDate(covered ?? today, today);
    }
    while (from < today && Date.now() - started < this.#budgetMs) {
      const to = minDate(addDays(from, ROLLUP_BATCH_DAYS), today);
      await this.#rollup.rollDays(from, to, now);
      daysRolled += dayCount(from, to);
      covered = maxDate(covered ?? to, to);
      from = to;
    }
    if (covered !== null && covered.getTime() >= today.getTime() && Date.now() - started < this.#budgetMs) {
      // one stretch of older days again, going back from where the last pass stopped
      const top = addDays(today, -ROLLUP_RECENT_DAYS);
      const end = recheckedFrom !== null && recheckedFrom <= top ? recheckedFrom : top;
      const start = addDays(end, -ROLLUP_RECHECK_DAYS);
      if (end > firstDay) {
        const begin = maxDate(start, firstDay);
        await this.#rollup.rollDays(begin, end, now);
        daysRolled += dayCount(begin, end);
        await this.#rollup.setRecheckedFrom(begin > firstDay ? begin : null);
      } else await this.#rollup.setRecheckedFrom(null);
    }
    await this.#rollup.countPeople(now);
    return { daysRolled, coveredUntil: covered };
  }
}

const maxDate = (a: Date, b: Date) => (a > b ? a : b);
const minDate = (a: Date, b: Date) => (a < b ? a : b);
const dayCount = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 86_400_000);

import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { type BackoffState, takeAttempt } from '../domain/rate-limits.ts';
import type { Backoff, RateDecision, RateLimit, RateLimiter } from '../ports/rate-limiter.ts';

interface BackoffRow {
  failures: number;
  last_attempt_at: Date | string;
  next_attempt_at: Date | string;
}

/** A lost race for a back-off bucket: another attempt just took it, so this one waits a moment. */
const RACE_LOST: RateDecision = { allowed: false, retryAfterSeconds: 1 };

/** How often one server sweeps ended buckets away. */
export const SWEEP_EVERY_MS = 10 * 60_000;
/** Longer than any back-off's forgetAfterSeconds: a row this quiet counts for nothing. */
const BACKOFF_KEPT_MS = 60 * 60_000;

/**
 * Fixed windows counted in one atomic upsert, so concurrent requests on several server instances
 * share one count: a window that has ended restarts at one hit. Back-off buckets are read, decided
 * by the domain rule, and written back only if nobody changed them in between.
 */
export class PostgresRateLimiter implements RateLimiter {
  readonly #orm: Orm;
  #lastSweep = Number.NEGATIVE_INFINITY;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /**
   * Every address and e-mail an attacker makes up leaves a bucket behind: ended ones are deleted
   * now and then, so the tables stay as small as the traffic of the last hour.
   */
  async #sweep(now: Date): Promise<void> {
    if (now.getTime() - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now.getTime();
    await runSql(this.#orm, 'delete from rate_limits where window_ends_at <= ?', [now]);
    await runSql(
      this.#orm,
      'delete from sign_in_backoff where last_attempt_at < ? and next_attempt_at <= ?',
      [new Date(now.getTime() - BACKOFF_KEPT_MS), now],
    );
  }

  async hit(rule: RateLimit, now: Date): Promise<RateDecision> {
    await this.#sweep(now);
    const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
    const rows = await runSql<{ hits: number; window_ends_at: Date | string }[]>(
      this.#orm,
      `insert into rate_limits (bucket, hits, window_ends_at) values (?, 1, ?)
       on conflict (bucket) do update set
         hits = case when rate_limits.window_ends_at <= ? then 1 else rate_limits.hits + 1 end,
         window_ends_at = case when rate_limits.window_ends_at <= ? then excluded.window_ends_at else rate_limits.window_ends_at end
       returning hits, window_ends_at`,
      [rule.key, windowEnd, now, now],
    );
    const row = rows[0];
    if (!row || Number(row.hits) <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    const left = Math.ceil((new Date(row.window_ends_at).getTime() - now.getTime()) / 1000);
    return { allowed: false, retryAfterSeconds: Math.max(left, 1) };
  }

  async attempt(rule: Backoff, now: Date): Promise<RateDecision> {
    await this.#sweep(now);
    const rows = await runSql<BackoffRow[]>(
      this.#orm,
      'select failures, last_attempt_at, next_attempt_at from sign_in_backoff where bucket = ?',
      [rule.key],
    );
    const stored = rows[0] ? toState(rows[0]) : null;
    const { decision, next } = takeAttempt(rule, stored, now);
    if (!next) return decision;
    const values = [rule.key, next.failures, next.lastAttemptAt, next.nextAttemptAt];
    const written = stored
      ? await runSql<unknown[]>(
          this.#orm,
          `update sign_in_backoff set failures = ?, last_attempt_at = ?, next_attempt_at = ?
           where bucket = ? and failures = ? and last_attempt_at = ? returning 1`,
          [
            next.failures,
            next.lastAttemptAt,
            next.nextAttemptAt,
            rule.key,
            stored.failures,
            stored.lastAttemptAt,
          ],
        )
      : await runSql<unknown[]>(
          this.#orm,
          `insert into sign_in_backoff (bucket, failures, last_attempt_at, next_attempt_at)
           values (?, ?, ?, ?) on conflict (bucket) do nothing returning 1`,
          values,
        );
    return written.length === 1 ? decision : RACE_LOST;
  }

  async clear(rule: Backoff): Promise<void> {
    await runSql(this.#orm, 'delete from sign_in_backoff where bucket = ?', [rule.key]);
  }
}

function toState(row: BackoffRow): BackoffState {
  return {
    failures: Number(row.failures),
    lastAttemptAt: new Date(row.last_attempt_at),
    nextAttemptAt: new Date(row.next_attempt_at),
  };
}

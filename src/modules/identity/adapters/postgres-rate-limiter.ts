import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { RateLimit, RateLimiter } from '../ports/rate-limiter.ts';

/**
 * Fixed windows counted in one atomic upsert, so concurrent requests on several server instances
 * share one count: a window that has ended restarts at one hit.
 */
export class PostgresRateLimiter implements RateLimiter {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async hit(rule: RateLimit, now: Date): Promise<boolean> {
    const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
    const rows = await runSql<{ hits: number }[]>(
      this.#orm,
      `insert into rate_limits (bucket, hits, window_ends_at) values (?, 1, ?)
       on conflict (bucket) do update set
         hits = case when rate_limits.window_ends_at <= ? then 1 else rate_limits.hits + 1 end,
         window_ends_at = case when rate_limits.window_ends_at <= ? then excluded.window_ends_at else rate_limits.window_ends_at end
       returning hits`,
      [rule.key, windowEnd, now, now],
    );
    return Number(rows[0]?.hits ?? 1) <= rule.limit;
  }
}

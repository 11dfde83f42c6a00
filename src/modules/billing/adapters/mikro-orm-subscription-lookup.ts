import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { SubscriptionLookup, SubscriptionView } from '../../identity/index.ts';
import { planAccess } from '../domain/plan-access.ts';
import { dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';

/** The columns of a SubscriptionView, as both drivers return them through the ORM's connection. */
interface ViewRow {
  plan_name: SubscriptionView['planName'];
  status: string;
  current_period_end: SqlDate | null;
  cancel_at_period_end: boolean;
}

const VIEW_SQL = `select plan_name, status, current_period_end, cancel_at_period_end
  from subscriptions where user_id = ?`;

/**
 * Billing's answer to identity's question "what has this user paid for?": the user's subscription
 * through billing's one rule from status to plan access (domain/plan-access.ts), so the plan named
 * is the one in use now ('Free' when the subscription gives none) and nothing when nothing was ever
 * bought. Asked on every profile read and plan check: the four columns it needs.
 */
export class MikroOrmSubscriptionLookup implements SubscriptionLookup {
  readonly #orm: Orm;
  readonly #clock: Clock;
  constructor(orm: Orm, clock: Clock) {
    this.#orm = orm;
    this.#clock = clock;
  }

  async forUser(userId: string): Promise<SubscriptionView | null> {
    const [row] = await runSql<ViewRow[]>(this.#orm, VIEW_SQL, [userId]);
    if (!row) return null;
    const access = planAccess(
      {
        planName: row.plan_name,
        status: row.status,
        currentPeriodEnd: dateOrNull(row.current_period_end),
        cancelAtPeriodEnd: row.cancel_at_period_end,
      },
      this.#clock.now(),
    );
    if (!access.bought) return null;
    return {
      planName: access.planName,
      status: access.status,
      currentPeriodEnd: access.currentPeriodEnd,
      cancelAtPeriodEnd: access.cancelAtPeriodEnd,
    };
  }
}

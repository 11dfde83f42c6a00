import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { SubscriptionLookup, SubscriptionView } from '../../identity/index.ts';

/** The columns of a SubscriptionView, as both drivers return them through the ORM's connection. */
interface ViewRow {
  plan_name: SubscriptionView['planName'];
  status: string;
  /** timestamptz as text, read the way the ORM's mapping does */
  current_period_end: string | Date | null;
  cancel_at_period_end: boolean;
}

const VIEW_SQL = `select plan_name, status, current_period_end, cancel_at_period_end
  from subscriptions where user_id = ?`;

/**
 * Billing's answer to identity's question "what has this user paid for?". Asked on every profile
 * read and plan check: the four columns it answers with, mapped here rather than hydrating the
 * whole row through the entity mapping.
 */
export class MikroOrmSubscriptionLookup implements SubscriptionLookup {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async forUser(userId: string): Promise<SubscriptionView | null> {
    const [row] = await runSql<ViewRow[]>(this.#orm, VIEW_SQL, [userId]);
    if (!row) return null;
    return {
      planName: row.plan_name,
      status: row.status,
      currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end),
      cancelAtPeriodEnd: row.cancel_at_period_end,
    };
  }
}

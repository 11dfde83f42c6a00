import type { Orm } from '../../../shared/persistence/database.ts';
import { selectOne } from '../../../shared/persistence/raw-sql.ts';
import type { SubscriptionLookup, SubscriptionView } from '../../identity/index.ts';
import { SubscriptionEntity } from './mikro-orm-subscription-entity.ts';

/** Billing's answer to identity's question "what has this user paid for?". */
export class MikroOrmSubscriptionLookup implements SubscriptionLookup {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async forUser(userId: string): Promise<SubscriptionView | null> {
    const row = await selectOne(
      this.#orm,
      SubscriptionEntity,
      'select * from subscriptions where user_id = ?',
      [userId],
    );
    if (!row) return null;
    return {
      planName: row.planName,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }
}

import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { BillingInterval, PaidPlan } from '../domain/plans.ts';
import type { ProviderName, SubscriptionRecord } from '../domain/provider-records.ts';
import type { SubscriptionRepository } from '../ports/subscription-repository.ts';
import { dateOf, dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import { storedDiscount } from './stored-discount.ts';

interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_name: PaidPlan;
  status: string;
  billing_interval: BillingInterval;
  current_period_end: SqlDate | null;
  cancel_at_period_end: boolean;
  discount_percent_off: string | number | null;
  discount_amount_off: number | null;
  discount_ends_at: SqlDate | null;
  provider: ProviderName;
  provider_customer_id: string;
  provider_subscription_id: string;
  created_at: SqlDate;
  updated_at: SqlDate;
}

export class MikroOrmSubscriptionRepository implements SubscriptionRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async forUser(userId: string): Promise<SubscriptionRecord | null> {
    const [row] = await runSql<SubscriptionRow[]>(
      this.#orm,
      'select * from subscriptions where user_id = ?',
      [userId],
    );
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      planName: row.plan_name,
      status: row.status,
      billingInterval: row.billing_interval,
      currentPeriodEnd: dateOrNull(row.current_period_end),
      cancelAtPeriodEnd: row.cancel_at_period_end,
      discount: storedDiscount(row),
      provider: row.provider,
      providerCustomerId: row.provider_customer_id,
      providerSubscriptionId: row.provider_subscription_id,
      createdAt: dateOf(row.created_at),
      updatedAt: dateOf(row.updated_at),
    };
  }

  async save(r: SubscriptionRecord): Promise<void> {
    await runSql(
      this.#orm,
      `insert into subscriptions (id, user_id, plan_name, status, billing_interval, current_period_end,
         cancel_at_period_end, discount_percent_off, discount_amount_off, discount_ends_at, provider,
         provider_customer_id, provider_subscription_id, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set
         plan_name = excluded.plan_name, status = excluded.status,
         billing_interval = excluded.billing_interval, current_period_end = excluded.current_period_end,
         cancel_at_period_end = excluded.cancel_at_period_end,
         discount_percent_off = excluded.discount_percent_off,
         discount_amount_off = excluded.discount_amount_off, discount_ends_at = excluded.discount_ends_at,
         provider = excluded.provider,
         provider_customer_id = excluded.provider_customer_id,
         provider_subscription_id = excluded.provider_subscription_id, updated_at = excluded.updated_at`,
      [
        r.id,
        r.userId,
        r.planName,
        r.status,
        r.billingInterval,
        r.currentPeriodEnd,
        r.cancelAtPeriodEnd,
        r.discount?.percentOff ?? null,
        r.discount?.amountOff ?? null,
        r.discount?.endsAt ?? null,
        r.provider,
        r.providerCustomerId,
        r.providerSubscriptionId,
        r.createdAt,
        r.updatedAt,
      ],
    );
  }
}

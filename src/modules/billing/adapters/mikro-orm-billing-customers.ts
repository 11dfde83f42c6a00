import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { ProviderName } from '../domain/provider-records.ts';
import type { BillingCustomers } from '../ports/billing-customers.ts';

export class MikroOrmBillingCustomers implements BillingCustomers {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async customerOf(userId: string, provider: ProviderName): Promise<string | null> {
    const [row] = await runSql<{ customer_id: string }[]>(
      this.#orm,
      'select customer_id from billing_customers where user_id = ? and provider = ?',
      [userId, provider],
    );
    return row?.customer_id ?? null;
  }

  async save(userId: string, provider: ProviderName, customerId: string, at: Date): Promise<string> {
    await runSql(
      this.#orm,
      `insert into billing_customers (user_id, provider, customer_id, created_at) values (?, ?, ?, ?)
       on conflict (user_id, provider) do nothing`,
      [userId, provider, customerId, at],
    );
    return (await this.customerOf(userId, provider)) ?? customerId;
  }

  async userOf(provider: ProviderName, customerId: string): Promise<string | null> {
    const [row] = await runSql<{ user_id: string }[]>(
      this.#orm,
      'select user_id from billing_customers where provider = ? and customer_id = ?',
      [provider, customerId],
    );
    return row?.user_id ?? null;
  }
}

import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { ProviderEvent, ProviderName } from '../domain/provider-records.ts';
import type { LoggedEvent, ProviderEventLog } from '../ports/provider-event-log.ts';
import { dateOf, dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';

interface EventRow {
  provider: ProviderName;
  event_id: string;
  type: string;
  subscription_id: string | null;
  customer_id: string | null;
  received_at: SqlDate;
  processed_at: SqlDate | null;
}

export class MikroOrmProviderEventLog implements ProviderEventLog {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async add(provider: ProviderName, event: ProviderEvent, at: Date): Promise<boolean> {
    const rows = await runSql<unknown[]>(
      this.#orm,
      `insert into billing_events (provider, event_id, type, subscription_id, customer_id, received_at)
       values (?, ?, ?, ?, ?, ?) on conflict (provider, event_id) do nothing returning 1`,
      [provider, event.id, event.type, event.subscriptionId, event.customerId, at],
    );
    return rows.length === 1;
  }

  async find(provider: ProviderName, eventId: string): Promise<LoggedEvent | null> {
    const [row] = await runSql<EventRow[]>(
      this.#orm,
      'select * from billing_events where provider = ? and event_id = ?',
      [provider, eventId],
    );
    if (!row) return null;
    return {
      provider: row.provider,
      id: row.event_id,
      type: row.type,
      subscriptionId: row.subscription_id,
      customerId: row.customer_id,
      receivedAt: dateOf(row.received_at),
      processedAt: dateOrNull(row.processed_at),
    };
  }

  async markProcessed(provider: ProviderName, eventId: string, at: Date): Promise<void> {
    await runSql(
      this.#orm,
      'update billing_events set processed_at = ? where provider = ? and event_id = ? and processed_at is null',
      [at, provider, eventId],
    );
  }
}

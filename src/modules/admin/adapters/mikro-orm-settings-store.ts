import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { SettingsStore } from '../ports/settings-store.ts';

/** The `app_settings` row the operator settings live in. */
export const OPERATOR_SETTINGS_KEY = 'operator';

export class MikroOrmSettingsStore implements SettingsStore {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async load(): Promise<unknown> {
    const rows = await runSql<{ value: unknown }[]>(
      this.#orm,
      'select value from app_settings where key = ?',
      [OPERATOR_SETTINGS_KEY],
    );
    const value = rows[0]?.value ?? null;
    // jsonb arrives parsed from PostgreSQL and as text from some drivers
    return typeof value === 'string' ? JSON.parse(value) : value;
  }

  async save(value: Record<string, unknown>): Promise<void> {
    await runSql(
      this.#orm,
      `insert into app_settings (key, value, updated_at) values (?, ?::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [OPERATOR_SETTINGS_KEY, JSON.stringify(value)],
    );
  }
}

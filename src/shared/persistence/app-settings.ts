import type { Orm } from './database.ts';

/**
 * Reads a start-up setting, creating it on first use. Concurrent first starts of several
 * instances agree on one value: the first insert wins and everyone reads it back.
 */
export async function loadOrCreateSetting(orm: Orm, key: string, create: () => string): Promise<string> {
  const connection = orm.em.fork().getConnection();
  await connection.execute(
    'insert into app_settings (key, value) values (?, ?) on conflict (key) do nothing',
    [key, JSON.stringify(create())],
  );
  const rows = await connection.execute<{ value: unknown }[]>(
    'select value from app_settings where key = ?',
    [key],
  );
  return String(rows[0]?.value);
}

import type { EntitySchema } from '@mikro-orm/core';
import type { Orm } from './database.ts';

/**
 * A hand-written statement on the current entity manager, inside its transaction when one is
 * open (a statement on another connection would wait on the transaction's own locks, and the
 * embedded database has only one connection).
 */
export function runSql<T = Record<string, unknown>[]>(
  orm: Orm,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  const em = orm.em;
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext()) as Promise<T>;
}

/**
 * One row by a hand-written query, hydrated by the entity's mapping (types, dates, JSON). For the
 * hottest reads (every authenticated request) this skips the query builder and costs about half
 * of a `findOne`.
 */
export async function selectOne<T extends object>(
  orm: Orm,
  entity: EntitySchema<T>,
  sql: string,
  params: unknown[],
): Promise<T | null> {
  const rows = await runSql<Record<string, unknown>[]>(orm, sql, params);
  const row = rows[0];
  // biome-ignore lint/suspicious/noExplicitAny: a raw row is exactly what the mapping hydrates
  return row ? ({ ...orm.em.map(entity, row as any) } as T) : null;
}

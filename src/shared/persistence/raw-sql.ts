import type { EntitySchema } from '@mikro-orm/core';
import { currentTransaction, type Orm } from './database.ts';

/**
 * A hand-written statement, inside the current work's transaction when one is open (a statement
 * on another connection would wait on the transaction's own locks, and the embedded database has
 * only one connection). It needs no entity manager of its own: a request that only runs these
 * (authentication, the plan lookup, readiness) never forks one.
 */
export function runSql<T = Record<string, unknown>[]>(
  orm: Orm,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  return orm.em.getConnection().execute(sql, params, 'all', currentTransaction(orm)) as Promise<T>;
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

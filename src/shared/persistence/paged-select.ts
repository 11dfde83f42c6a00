import type { Orm } from './database.ts';
import { runSql } from './raw-sql.ts';

export interface PagedSelect {
  /** The selected columns, e.g. `t.id, t.message`. */
  columns: string;
  /** The `from` clause with its joins, e.g. `support_tickets t join users u on u.id = t.user_id`. */
  from: string;
  /** Conditions joined with `and`; none selects every row. */
  where: readonly string[];
  /** The values of the conditions' placeholders, in order. */
  params: readonly unknown[];
  /** A total order, so pages never overlap, e.g. `created_at desc, seq desc`. */
  orderBy: string;
  /** From 1. */
  page: number;
  limit: number;
}

/**
 * One page of a filtered list and the number of rows the filter selects, in two statements that
 * share the same conditions (the count and the page), run side by side.
 */
export async function selectPage<Row>(orm: Orm, q: PagedSelect): Promise<{ rows: Row[]; total: number }> {
  const filter = q.where.length > 0 ? `where ${q.where.join(' and ')}` : '';
  const [counted, rows] = await Promise.all([
    runSql<{ n: string | number }[]>(orm, `select count(*) as n from ${q.from} ${filter}`, [...q.params]),
    runSql<Row[]>(
      orm,
      `select ${q.columns} from ${q.from} ${filter} order by ${q.orderBy} limit ? offset ?`,
      [...q.params, q.limit, (q.page - 1) * q.limit],
    ),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

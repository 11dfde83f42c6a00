import { type Counted, countedOf, countLimit } from '../kernel/paging.ts';
import type { Orm } from './database.ts';
import { runSql } from './raw-sql.ts';

export interface PagedSelect {
  /** The selected columns, e.g. `t.id, t.message`. */
  columns: string;
  /** The `from` clause with its joins, e.g. `support_tickets t join users u on u.id = t.user_id`. */
  from: string;
  /** The values of placeholders in `from` (a subquery's), before the conditions' values. */
  fromParams?: readonly unknown[];
  /** The `from` clause the count reads when the conditions need fewer tables than the page. */
  countFrom?: string;
  /** The values of placeholders in `countFrom`. */
  countFromParams?: readonly unknown[];
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
 * Adds a list's period filter to its conditions: rows created at or after `from` and before `to`,
 * read through the list's created index.
 */
export function addPeriod(
  period: { from?: Date | undefined; to?: Date | undefined },
  where: string[],
  params: unknown[],
): void {
  if (period.from) {
    where.push('created_at >= ?');
    params.push(period.from);
  }
  if (period.to) {
    where.push('created_at < ?');
    params.push(period.to);
  }
}

/** A statement and the values of its placeholders. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The two statements of a page: the count, which stops `COUNT_CAP` rows past the page's start
 * (kernel/paging.ts) and reads only `countFrom` when given (the page's tables without the joins
 * that only add columns), and the page itself, in the list's order. Plan checks explain these.
 */
export function pagedStatements(q: PagedSelect): { count: Statement; page: Statement } {
  const filter = q.where.length > 0 ? `where ${q.where.join(' and ')}` : '';
  return {
    count: {
      sql: `select count(*) as n from (select 1 from ${q.countFrom ?? q.from} ${filter} limit ?) as counted`,
      params: [
        ...(q.countFrom === undefined ? (q.fromParams ?? []) : (q.countFromParams ?? [])),
        ...q.params,
        countLimit(q),
      ],
    },
    page: {
      sql: `select ${q.columns} from ${q.from} ${filter} order by ${q.orderBy} limit ? offset ?`,
      params: [...(q.fromParams ?? []), ...q.params, q.limit, (q.page - 1) * q.limit],
    },
  };
}

/** One page of a filtered list and how many rows the filter selects, the two statements side by side. */
export async function selectPage<Row>(orm: Orm, q: PagedSelect): Promise<{ rows: Row[]; total: Counted }> {
  const { count, page } = pagedStatements(q);
  const [counted, rows] = await Promise.all([
    runSql<{ n: string | number }[]>(orm, count.sql, count.params),
    runSql<Row[]>(orm, page.sql, page.params),
  ]);
  return { rows, total: countedOf(q, Number(counted[0]?.n ?? 0)) };
}

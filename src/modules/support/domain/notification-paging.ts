/** The dropdown in the header shows this many notifications. */
export const LATEST_NOTIFICATIONS = 5;

/**
 * Where a page starts and how many rows to read for it: one more than the page holds, so whether
 * another page exists is known without counting every row.
 */
export function pageWindow(page: number, limit: number): { offset: number; fetch: number } {
  return { offset: (page - 1) * limit, fetch: limit + 1 };
}

/** A page from the rows read with `pageWindow`: at most `limit` of them, and whether more exist. */
export function pageOf<T>(rows: readonly T[], limit: number): { items: T[]; hasMore: boolean } {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

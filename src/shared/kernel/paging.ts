/**
 * Lists on big tables never count every matching row: counting stops `COUNT_CAP` rows past the
 * start of the page asked for, so a page costs the same on a table of thousands or millions. A
 * thousand (50 pages of 20) keeps the count of a search that must read each row (a trigram match
 * is checked on the row) near a millisecond's work; 10,000 cost up to a quarter of a second at
 * 200,000 people (docs/performance.md, "At 200,000 people").
 */
export const COUNT_CAP = 1_000;

/** How many rows a filter selects, as far as it was counted. */
export interface Counted {
  /** Exact when not `capped`, otherwise a lower bound. */
  total: number;
  /** Counting stopped before the last matching row. */
  capped: boolean;
}

/**
 * Where a page sits in a list: its number, its size, the rows in all and the pages in all (both
 * "at least" when `totalCapped`), and whether a page follows.
 */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
  totalPages: number;
  hasMore: boolean;
}

/** How many rows to count at most for this page: `COUNT_CAP` past its start, plus one to tell. */
export function countLimit(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit + COUNT_CAP + 1;
}

/** The count of at most `countLimit(query)` rows, as a total and whether it stopped early. */
export function countedOf(query: { page: number; limit: number }, counted: number): Counted {
  const most = countLimit(query) - 1;
  return counted > most ? { total: most, capped: true } : { total: counted, capped: false };
}

export function pageInfo(query: { page: number; limit: number }, counted: Counted): PageInfo {
  return {
    page: query.page,
    limit: query.limit,
    total: counted.total,
    totalCapped: counted.capped,
    totalPages: Math.ceil(counted.total / query.limit),
    hasMore: counted.capped || query.page * query.limit < counted.total,
  };
}

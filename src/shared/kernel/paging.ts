/** Where a page sits in a list: its number, its size, the rows in all and the pages in all. */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pageInfo(query: { page: number; limit: number }, total: number): PageInfo {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

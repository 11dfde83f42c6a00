/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AdminUser } from './adminUser.ts';

/**
 * One page of the list. Counting stops: `total` is exact while `totalCapped` is false;
 * otherwise at least that many rows match (the count stops 1,000 rows past the start of
 * this page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.
 */
export interface AdminUserPage {
  users: AdminUser[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /**
     * Rows the filters select; exact unless `totalCapped`, then a lower bound.
     * @minimum 0
     */
  total: number;
  /** True when counting stopped before the last matching row, so `total` and `totalPages` are "at least". */
  totalCapped: boolean;
  /**
     * Pages of `limit` rows in `total`; a lower bound when `totalCapped`.
     * @minimum 0
     */
  totalPages: number;
  /** A page after this one has rows. */
  hasMore: boolean;
}

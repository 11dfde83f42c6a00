/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AdminUser } from './adminUser.ts';

export interface AdminUserPage {
  users: AdminUser[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}

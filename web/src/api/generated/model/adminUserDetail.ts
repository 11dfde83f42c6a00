/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ActivityEvent } from './activityEvent.ts';
import type { AdminUser } from './adminUser.ts';
import type { AdminUserDetailCounts } from './adminUserDetailCounts.ts';
import type { AdminUserDetailSubscription } from './adminUserDetailSubscription.ts';

export interface AdminUserDetail {
  user: AdminUser;
  subscription: AdminUserDetailSubscription;
  counts: AdminUserDetailCounts;
  /** The person's 10 newest activity events. */
  recentActivity: ActivityEvent[];
}

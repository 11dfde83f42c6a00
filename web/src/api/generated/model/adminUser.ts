/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PlanName } from './planName.ts';
import type { Role } from './role.ts';
import type { UserStatus } from './userStatus.ts';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  planName: PlanName;
  email_verified: boolean;
  created_at: string;
  /** @nullable */
  last_login_at: string | null;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AuthProvider } from './authProvider.ts';
import type { Experience } from './experience.ts';
import type { Gender } from './gender.ts';
import type { Industry } from './industry.ts';
import type { Role } from './role.ts';
import type { TourKey } from './tourKey.ts';

export interface UserProfile {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** @nullable */
  job_title: string | null;
  industry: Industry | null;
  experience: Experience | null;
  gender: Gender | null;
  auth_provider: AuthProvider;
  email_verified: boolean;
  /** True once the Free plan's one-time AI resume polish was used. */
  used_polish_feature: boolean;
  completedTours: TourKey[];
  created_at: string;
  /**
     * End of the Pro trial; null when the account never had one.
     * @nullable
     */
  trial_ends_at: string | null;
}

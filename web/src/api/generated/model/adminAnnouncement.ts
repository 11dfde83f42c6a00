/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AnnouncementType } from './announcementType.ts';

export interface AdminAnnouncement {
  id: string;
  /** Announces a new feature; everyone got a notification when it was published. */
  is_feature: boolean;
  type: AnnouncementType;
  message: string;
  is_active: boolean;
  /** @nullable */
  starts_at: string | null;
  /** @nullable */
  ends_at: string | null;
  created_at: string;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AnnouncementType } from './announcementType.ts';

export interface AnnouncementInput {
  /** Also notify everyone (bell, and mail for those who want product updates), once. */
  is_feature?: boolean;
  type: AnnouncementType;
  /**
     * @minLength 1
     * @maxLength 1000
     */
  message: string;
  is_active: boolean;
  /**
     * Shown from then on; null means immediately.
     * @nullable
     */
  starts_at: string | null;
  /**
     * Hidden from then on; null means until deactivated.
     * @nullable
     */
  ends_at: string | null;
}

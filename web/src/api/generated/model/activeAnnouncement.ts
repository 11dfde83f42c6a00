/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AnnouncementType } from './announcementType.ts';

export interface ActiveAnnouncement {
  id: string;
  type: AnnouncementType;
  message: string;
}

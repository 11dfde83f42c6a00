export const ANNOUNCEMENT_TYPES = ['Informational', 'Warning', 'Promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export interface Announcement {
  id: string;
  type: AnnouncementType;
  message: string;
  isFeature: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
}

/** Shown now: no start or a start reached, and no end or an end not yet reached. */
export function isShowing(a: Pick<Announcement, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return (a.startsAt === null || a.startsAt <= now) && (a.endsAt === null || now < a.endsAt);
}

/** The id of the operator's maintenance banner among the active announcements. */
export const MAINTENANCE_BANNER_ID = '00000000-0000-0000-0000-000000000000';

/** The operator's maintenance banner as an announcement: a Warning, shown from now on. */
export function maintenanceAnnouncement(message: string, now: Date): Announcement {
  return {
    id: MAINTENANCE_BANNER_ID,
    type: 'Warning',
    message,
    isFeature: false,
    startsAt: null,
    endsAt: null,
    createdAt: now,
  };
}

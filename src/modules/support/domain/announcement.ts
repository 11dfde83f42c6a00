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

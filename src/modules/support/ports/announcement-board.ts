import type { Announcement } from '../domain/announcement.ts';

/** The announcements table, as the shell's banners read it. */
export interface AnnouncementBoard {
  /** Announcements whose window contains `now`, newest first. */
  showing(now: Date): Promise<Announcement[]>;
}

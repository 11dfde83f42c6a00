import type { AnnouncementDraft, ManagedAnnouncement } from '../domain/announcement.ts';

/** The announcements table as the admin area writes it (the shell's banners read it too). */
export interface AnnouncementStore {
  /** Every announcement, newest first. */
  all(): Promise<ManagedAnnouncement[]>;
  /** The announcement, locked for the rest of the transaction; null when there is none. */
  findForUpdate(id: string): Promise<ManagedAnnouncement | null>;
  create(announcement: ManagedAnnouncement, createdBy: string): Promise<void>;
  update(id: string, draft: AnnouncementDraft, at: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Marks an active feature announcement as announced at `at` unless it already was; true only
   * for the call that marked it (so the notification goes out once, however the edits race).
   */
  claimFeatureAnnouncement(id: string, at: Date): Promise<boolean>;
}

/** Starts telling everyone about a feature announcement (support's notifications). */
export interface FeatureAnnouncementFanOut {
  /** Inside the caller's transaction: the fan-out starts when it commits. */
  start(announcementId: string): Promise<void>;
}

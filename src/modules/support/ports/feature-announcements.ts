/** An announcement of a new feature, as its fan-out reads it. */
export interface FeatureAnnouncement {
  id: string;
  message: string;
}

/** Announcements marked as features, and the people they go to. */
export interface FeatureAnnouncements {
  /** The announcement when it exists and is marked as a feature; else null. */
  findFeature(announcementId: string): Promise<FeatureAnnouncement | null>;
  /** Active accounts after `afterUserId` in id order (from the start when it is ''), at most `limit`. */
  audienceAfter(afterUserId: string, limit: number): Promise<string[]>;
}

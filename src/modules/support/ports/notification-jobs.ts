/** The support module's background work on the job queue. */
export interface NotificationJobs {
  /** One batch of a feature announcement's fan-out: the people after `afterUserId` in id order. */
  announceFeature(announcementId: string, afterUserId: string): Promise<void>;
}

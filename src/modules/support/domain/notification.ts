/** What a notification is about; the bell shows every type, e-mail follows the preferences. */
export type NotificationType = 'support_ticket_reply' | 'feature_announcement' | 'report_ready' | 'general';

export interface Notification {
  id: string;
  userId: string;
  /** Its position among all notifications: the live stream's event id. */
  seq: number;
  type: NotificationType;
  title: string;
  body: string;
  /** An in-app path to open on click; null opens the detail dialog. */
  linkUrl: string | null;
  readAt: Date | null;
  createdAt: Date;
}

/** A notification to create. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  linkUrl: string | null;
  /**
   * One notification per key and person, e.g. `report_ready:<session id>`: a retried or repeated
   * job never notifies twice.
   */
  dedupeKey: string;
}

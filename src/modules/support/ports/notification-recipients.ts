/** Who a notification mail goes to. */
export interface NotificationRecipient {
  email: string;
  name: string;
}

/** The person's address and name, read from their account. */
export interface NotificationRecipients {
  /** Null when the account no longer exists. */
  recipientOf(userId: string): Promise<NotificationRecipient | null>;
}

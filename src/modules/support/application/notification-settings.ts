/** What the support module's notifications read from the configuration. */
export interface NotificationSettings {
  /** Where the web app is served, without a trailing slash: the base of every link in a mail. */
  publicUrl: string;
}

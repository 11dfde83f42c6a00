/** What the support module reads from the configuration. */
export interface SupportSettings {
  /** Where contact-form messages and new-ticket notices are mailed. */
  supportEmail: string;
  /** The public address of the web app, for links in mail. */
  publicUrl: string;
}

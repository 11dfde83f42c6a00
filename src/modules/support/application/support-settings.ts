/**
 * What the support module reads from the configuration. Where contact-form messages and new-ticket
 * notices are mailed is an operator setting (TOKENS.OperatorSettings), changeable at run time.
 */
export interface SupportSettings {
  /** The public address of the web app, for links in mail. */
  publicUrl: string;
}

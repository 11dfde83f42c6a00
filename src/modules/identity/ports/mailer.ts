export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Hands the mail over for delivery; rejects with a PROVIDER_UNAVAILABLE error when it cannot. */
  send(mail: Mail): Promise<void>;
}

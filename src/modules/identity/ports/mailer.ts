export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on mail a preference governs. */
  headers?: Readonly<Record<string, string>>;
  /** Where a reply goes, when not to the sender (the contact form: the person who wrote). */
  replyTo?: string;
}

export interface Mailer {
  /** Hands the mail over for delivery; rejects with a PROVIDER_UNAVAILABLE error when it cannot. */
  send(mail: Mail): Promise<void>;
  /** Hands every mail over in one go (a fan-out's batch); the same guarantees as `send` for each. */
  sendAll(mails: readonly Mail[]): Promise<void>;
}

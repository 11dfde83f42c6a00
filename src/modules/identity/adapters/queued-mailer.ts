import { type JobData, type JobQueue, jobText } from '../../../shared/kernel/jobs.ts';
import type { Mail, Mailer } from '../ports/mailer.ts';

export const MAIL_QUEUE = 'identity.deliver-mail';

/**
 * Outgoing mail goes through the job queue: sending stores the mail as a job (with the data it
 * belongs to, inside a unit of work), and the delivery job hands it to the transport, SMTP or the
 * development outbox, retrying with back-off while the mail server is down.
 */
export class QueuedMailer implements Mailer {
  readonly #jobs: JobQueue;
  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }
  send(mail: Mail): Promise<void> {
    return this.#jobs.send(MAIL_QUEUE, jobOf(mail));
  }
  sendAll(mails: readonly Mail[]): Promise<void> {
    return this.#jobs.sendMany(MAIL_QUEUE, mails.map(jobOf));
  }
}

function jobOf(mail: Mail): JobData {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    replyTo: mail.replyTo ?? null,
  };
}

/** The mail a delivery job carries; throws on a job that is not one. */
export function mailOf(data: JobData): Mail {
  const mail: Mail = {
    to: jobText(data, 'to'),
    subject: jobText(data, 'subject'),
    text: jobText(data, 'text'),
    html: jobText(data, 'html'),
  };
  if (typeof data.headers === 'string') mail.headers = headersOf(data.headers);
  if (typeof data.replyTo === 'string') mail.replyTo = data.replyTo;
  return mail;
}

function headersOf(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('the job has unreadable headers');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') headers[name] = value;
  return headers;
}

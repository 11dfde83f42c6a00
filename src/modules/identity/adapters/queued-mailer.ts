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
    return this.#jobs.send(MAIL_QUEUE, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}

/** The mail a delivery job carries; throws on a job that is not one. */
export function mailOf(data: JobData): Mail {
  return {
    to: jobText(data, 'to'),
    subject: jobText(data, 'subject'),
    text: jobText(data, 'text'),
    html: jobText(data, 'html'),
  };
}

import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Mail, Mailer } from '../ports/mailer.ts';

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(smtpUrl: string, from: string) {
    this.#transport = nodemailer.createTransport(smtpUrl);
    this.#from = from;
  }

  async sendAll(mails: readonly Mail[]): Promise<void> {
    for (const mail of mails) await this.send(mail);
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    } catch (cause) {
      throw new AppError(
        'PROVIDER_UNAVAILABLE',
        'The mail could not be sent. Please try again in a moment.',
        { cause },
      );
    }
  }
}

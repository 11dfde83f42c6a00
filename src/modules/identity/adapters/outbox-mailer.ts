import type { Logger } from '../../../shared/logging/logger.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import type { Mail, Mailer } from '../ports/mailer.ts';
import { OutboxMailEntity } from './mikro-orm-entities.ts';

/**
 * Development mail: stored in the database and readable at /dev/mailbox, so sign-up and password
 * reset work with no mail server. The links a mail carries are secrets (a reset link signs its
 * holder in): they reach the log only on a development server, never in test or production.
 */
export class OutboxMailer implements Mailer {
  readonly #orm: Orm;
  readonly #ids: Ids;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #logLinks: boolean;

  constructor(orm: Orm, ids: Ids, clock: Clock, logger: Logger, options: { logLinks: boolean }) {
    this.#orm = orm;
    this.#ids = ids;
    this.#clock = clock;
    this.#logger = logger;
    this.#logLinks = options.logLinks;
  }

  async sendAll(mails: readonly Mail[]): Promise<void> {
    for (const mail of mails) await this.send(mail);
  }

  async send(mail: Mail): Promise<void> {
    await this.#orm.em.insert(OutboxMailEntity, {
      id: this.#ids.next(),
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.replyTo ? { ...mail.headers, 'Reply-To': mail.replyTo } : (mail.headers ?? null),
      createdAt: this.#clock.now(),
    });
    if (this.#logLinks) {
      // the text is ours (a template with one link), so this pattern never meets long user input
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      this.#logger.info(
        { to: mail.to, subject: mail.subject, links },
        'mail stored in the outbox (see /dev/mailbox)',
      );
    } else {
      this.#logger.info({ subject: mail.subject }, 'mail stored in the outbox');
    }
  }

  async list(limit: number, to?: string) {
    const where = to ? { toAddress: to.trim().toLowerCase() } : {};
    return this.#orm.em.find(OutboxMailEntity, where, {
      // seq breaks ties between mails written in the same instant
      orderBy: [{ createdAt: 'desc' }, { seq: 'desc' }],
      limit,
      disableIdentityMap: true,
    });
  }
}

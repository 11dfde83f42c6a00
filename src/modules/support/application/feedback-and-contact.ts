import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Mailer } from '../../identity/index.ts';
import { type FeedbackType, messageText } from '../domain/ticket.ts';
import type { AbuseLimits } from '../ports/abuse-limits.ts';
import type { SupportInbox } from '../ports/support-inbox.ts';
import { takeAllowance } from './limits.ts';
import { contactMail } from './support-mails.ts';

export const FEEDBACK_THANKS = 'Thank you!';
export const CONTACT_SENT = 'Your message has been sent! We will get back to you shortly.';
export const CONTACT_INCOMPLETE = 'Please fill out all fields.';

/** Feedback from the shell's button, kept for staff. */
export class SubmitFeedback {
  readonly #inbox: SupportInbox;
  readonly #limits: AbuseLimits;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(inbox: SupportInbox, limits: AbuseLimits, clock: Clock, ids: Ids) {
    this.#inbox = inbox;
    this.#limits = limits;
    this.#clock = clock;
    this.#ids = ids;
  }

  async execute(userId: string, input: { feedbackType: FeedbackType; message: string }): Promise<string> {
    const message = messageText(input.message, 'message');
    const now = this.#clock.now();
    await takeAllowance(this.#limits, 'feedback', userId, now);
    await this.#inbox.saveFeedback({
      id: this.#ids.next(),
      userId,
      feedbackType: input.feedbackType,
      message,
      createdAt: now,
    });
    return FEEDBACK_THANKS;
  }
}

/** The public contact form: kept, and mailed to the support inbox with the sender as reply-to. */
export class SendContactMessage {
  readonly #inbox: SupportInbox;
  readonly #limits: AbuseLimits;
  readonly #mailer: Mailer;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  /** The support inbox's address is an operator setting. */
  readonly #operator: OperatorSettingsSource;
  constructor(
    inbox: SupportInbox,
    limits: AbuseLimits,
    mailer: Mailer,
    uow: UnitOfWork,
    clock: Clock,
    ids: Ids,
    operator: OperatorSettingsSource,
  ) {
    this.#inbox = inbox;
    this.#limits = limits;
    this.#mailer = mailer;
    this.#uow = uow;
    this.#clock = clock;
    this.#ids = ids;
    this.#operator = operator;
  }

  async execute(input: { name: string; email: string; message: string }, client: string): Promise<string> {
    const name = input.name.trim().replace(/\s+/g, ' ');
    const email = input.email.trim();
    const message = input.message.trim();
    if (name === '' || email === '' || message === '') {
      throw new AppError('VALIDATION_FAILED', CONTACT_INCOMPLETE);
    }
    const now = this.#clock.now();
    await takeAllowance(this.#limits, 'contact', client, now);
    const { supportEmail } = await this.#operator.current();
    await this.#uow.run(async () => {
      await this.#inbox.saveContactMessage({ id: this.#ids.next(), name, email, message, createdAt: now });
      await this.#mailer.send(contactMail(supportEmail, { name, email }, message));
    });
    return CONTACT_SENT;
  }
}

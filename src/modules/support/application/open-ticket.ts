import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { Mailer } from '../../identity/index.ts';
import { type FeedbackType, messageText, type Ticket } from '../domain/ticket.ts';
import type { AbuseLimits } from '../ports/abuse-limits.ts';
import type { People } from '../ports/people.ts';
import type { TicketRepository } from '../ports/ticket-repository.ts';
import { takeAllowance } from './limits.ts';
import { newTicketMail } from './support-mails.ts';
import type { SupportSettings } from './support-settings.ts';

/** A person opens a ticket; it starts Open, and the support inbox hears of it. */
export class OpenTicket {
  readonly #tickets: TicketRepository;
  readonly #people: People;
  readonly #limits: AbuseLimits;
  readonly #mailer: Mailer;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: SupportSettings;
  /** The support inbox's address is an operator setting. */
  readonly #operator: OperatorSettingsSource;
  constructor(
    tickets: TicketRepository,
    people: People,
    limits: AbuseLimits,
    mailer: Mailer,
    uow: UnitOfWork,
    clock: Clock,
    ids: Ids,
    settings: SupportSettings,
    operator: OperatorSettingsSource,
  ) {
    this.#tickets = tickets;
    this.#people = people;
    this.#limits = limits;
    this.#mailer = mailer;
    this.#uow = uow;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
    this.#operator = operator;
  }

  async execute(userId: string, input: { feedbackType: FeedbackType; message: string }): Promise<Ticket> {
    const message = messageText(input.message, 'message');
    const now = this.#clock.now();
    await takeAllowance(this.#limits, 'ticket', userId, now);
    const owner = await this.#people.find(userId);
    const { supportEmail } = await this.#operator.current();
    const ticket: Ticket = {
      id: this.#ids.next(),
      userId,
      feedbackType: input.feedbackType,
      message,
      status: 'Open',
      createdAt: now,
      updatedAt: now,
    };
    await this.#uow.run(async () => {
      await this.#tickets.create(ticket);
      if (owner) {
        const link = `${this.#settings.publicUrl}/admin/support-tickets/${ticket.id}`;
        await this.#mailer.send(newTicketMail(supportEmail, ticket, owner, link));
      }
    });
    return ticket;
  }
}

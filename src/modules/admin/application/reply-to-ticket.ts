import type { ConversationEntry } from '../../support/index.ts';
import type { StaffContext } from '../domain/audit.ts';
import type { TicketDesk } from '../ports/ticket-desk.ts';
import type { StaffActions } from './staff-actions.ts';

/** Staff answer a ticket (the person is notified); the reply and its audit entry commit together. */
export class ReplyToTicket {
  readonly #actions: StaffActions;
  readonly #desk: TicketDesk;
  constructor(actions: StaffActions, desk: TicketDesk) {
    this.#actions = actions;
    this.#desk = desk;
  }

  execute(staff: StaffContext, ticketId: string, text: string): Promise<ConversationEntry> {
    return this.#actions.run(staff, 'ticket.reply', null, async () => {
      const entry = await this.#desk.reply(staff, ticketId, text);
      return {
        result: entry,
        targetType: 'ticket',
        targetId: entry.ticketId,
        before: null,
        after: { entryId: entry.id, response: entry.response },
      };
    });
  }
}

import type { TicketNote } from '../../support/index.ts';
import type { StaffContext } from '../domain/audit.ts';
import type { TicketDesk } from '../ports/ticket-desk.ts';
import type { StaffActions } from './staff-actions.ts';

/** Staff keep an internal note on a ticket, which the person never sees; audited like every action. */
export class AddTicketNote {
  readonly #actions: StaffActions;
  readonly #desk: TicketDesk;
  constructor(actions: StaffActions, desk: TicketDesk) {
    this.#actions = actions;
    this.#desk = desk;
  }

  execute(staff: StaffContext, ticketId: string, text: string): Promise<TicketNote> {
    return this.#actions.run(staff, 'ticket.note', null, async () => {
      const note = await this.#desk.addNote(staff, ticketId, text);
      return {
        result: note,
        targetType: 'ticket',
        targetId: note.ticketId,
        before: null,
        after: { noteId: note.id, note: note.note },
      };
    });
  }
}

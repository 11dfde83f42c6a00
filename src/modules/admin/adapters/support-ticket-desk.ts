import type { ConversationEntry, TicketNote, TicketStatus, TicketWithOwner } from '../../support/index.ts';
import type { DeskStaff, TicketDesk } from '../ports/ticket-desk.ts';

/** The parts of support's staff use cases the desk calls. */
interface Support {
  get: { execute(ticketId: string): Promise<{ ticket: TicketWithOwner }> };
  answer: { execute(staff: DeskStaff, ticketId: string, text: string): Promise<ConversationEntry> };
  changeStatus: { execute(ticketId: string, status: TicketStatus): Promise<TicketWithOwner> };
  addNote: { execute(staff: DeskStaff, ticketId: string, text: string): Promise<TicketNote> };
}

/**
 * Staff ticket work done by the support module's own use cases; run inside the staff action's
 * transaction, their writes (and the person's notification job) commit with the audit entry.
 */
export class SupportTicketDesk implements TicketDesk {
  readonly #support: Support;
  constructor(
    get: Support['get'],
    answer: Support['answer'],
    changeStatus: Support['changeStatus'],
    addNote: Support['addNote'],
  ) {
    this.#support = { get, answer, changeStatus, addNote };
  }

  async find(ticketId: string): Promise<TicketWithOwner> {
    return (await this.#support.get.execute(ticketId)).ticket;
  }

  reply(staff: DeskStaff, ticketId: string, text: string): Promise<ConversationEntry> {
    return this.#support.answer.execute(staff, ticketId, text);
  }

  setStatus(ticketId: string, status: TicketStatus): Promise<TicketWithOwner> {
    return this.#support.changeStatus.execute(ticketId, status);
  }

  addNote(staff: DeskStaff, ticketId: string, text: string): Promise<TicketNote> {
    return this.#support.addNote.execute(staff, ticketId, text);
  }
}

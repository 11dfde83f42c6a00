import type { TicketStatus, TicketWithOwner } from '../../support/index.ts';
import type { StaffContext } from '../domain/audit.ts';
import type { TicketDesk } from '../ports/ticket-desk.ts';
import type { StaffActions } from './staff-actions.ts';

/** Staff mark a ticket Open or Resolved; the audit entry keeps the status before and after. */
export class ChangeTicketStatus {
  readonly #actions: StaffActions;
  readonly #desk: TicketDesk;
  constructor(actions: StaffActions, desk: TicketDesk) {
    this.#actions = actions;
    this.#desk = desk;
  }

  execute(staff: StaffContext, ticketId: string, status: TicketStatus): Promise<TicketWithOwner> {
    return this.#actions.run(staff, 'ticket.status', null, async () => {
      const before = await this.#desk.find(ticketId);
      const after = await this.#desk.setStatus(before.id, status);
      return {
        result: after,
        targetType: 'ticket',
        targetId: after.id,
        before: { status: before.status },
        after: { status: after.status },
      };
    });
  }
}

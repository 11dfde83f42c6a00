import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { AuditValues, StaffContext } from '../domain/audit.ts';
import type { AuditTrail } from '../ports/audit-trail.ts';

/** What an action reports of itself for the audit log. */
export interface ActionRecord<T> {
  /** What the action answers its caller. */
  result: T;
  targetType: string | null;
  targetId: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

/**
 * The one path every staff action takes: the action and its audit entry (actor, role, action,
 * target, before and after, reason, address, request id) commit in one transaction. If the entry
 * cannot be written the action is undone and fails; an action that fails writes no entry.
 */
export class StaffActions {
  readonly #audit: AuditTrail;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(audit: AuditTrail, uow: UnitOfWork, clock: Clock, ids: Ids) {
    this.#audit = audit;
    this.#uow = uow;
    this.#clock = clock;
    this.#ids = ids;
  }

  run<T>(
    staff: StaffContext,
    action: string,
    reason: string | null,
    work: () => Promise<ActionRecord<T>>,
  ): Promise<T> {
    return this.#uow.run(async () => {
      const done = await work();
      await this.#audit.record({
        id: this.#ids.next(),
        actorId: staff.userId,
        actorEmail: staff.email,
        actorRole: staff.role,
        action,
        targetType: done.targetType,
        targetId: done.targetId,
        before: done.before,
        after: done.after,
        reason,
        ip: staff.ip,
        requestId: staff.requestId,
        createdAt: this.#clock.now(),
      });
      return done.result;
    });
  }
}

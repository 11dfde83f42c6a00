import type { Clock } from '../../../shared/kernel/clock.ts';
import { requiredReason, type StaffContext } from '../domain/audit.ts';
import { auditedAccount, type StaffViewOfUser } from '../domain/admin-user.ts';
import { checkAccountAction } from '../domain/staff-rules.ts';
import type { AccountControls } from '../ports/account-controls.ts';
import type { UserDirectory } from '../ports/user-directory.ts';
import { accountToActOn, otherAdminsIfNeeded } from './load-account.ts';
import type { StaffActions } from './staff-actions.ts';
import { staffViewOf } from './user-plan.ts';

/**
 * An admin suspends an account, for a stated reason: every session and access token of the person
 * stops working at once. Never their own account, never the last active admin. Idempotent.
 */
export class SuspendUser {
  readonly #actions: StaffActions;
  readonly #directory: UserDirectory;
  readonly #controls: AccountControls;
  readonly #clock: Clock;
  constructor(actions: StaffActions, directory: UserDirectory, controls: AccountControls, clock: Clock) {
    this.#actions = actions;
    this.#directory = directory;
    this.#controls = controls;
    this.#clock = clock;
  }

  execute(staff: StaffContext, userId: string, reason: string | undefined): Promise<StaffViewOfUser> {
    const why = requiredReason(reason);
    return this.#actions.run(staff, 'user.suspend', why, async () => {
      const target = await accountToActOn(this.#directory, userId);
      checkAccountAction('suspend', staff.userId, target, await otherAdminsIfNeeded(this.#directory, target));
      await this.#controls.setSuspended(target.id, true);
      const now = this.#clock.now();
      const before = staffViewOf(target, now);
      const after = staffViewOf(await accountToActOn(this.#directory, userId), now);
      return {
        result: after,
        targetType: 'user',
        targetId: target.id,
        before: auditedAccount(before),
        after: { ...auditedAccount(after), sessionsEnded: true },
      };
    });
  }
}

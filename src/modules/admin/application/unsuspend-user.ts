import type { Clock } from '../../../shared/kernel/clock.ts';
import { optionalReason, type StaffContext } from '../domain/audit.ts';
import { auditedAccount, type StaffViewOfUser } from '../domain/admin-user.ts';
import type { AccountControls } from '../ports/account-controls.ts';
import type { UserDirectory } from '../ports/user-directory.ts';
import { accountToActOn } from './load-account.ts';
import type { StaffActions } from './staff-actions.ts';
import { staffViewOf } from './user-plan.ts';

/**
 * An admin lifts a suspension (a reason is optional): the person can sign in again. Sessions ended
 * by the suspension stay ended. Idempotent.
 */
export class UnsuspendUser {
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
    return this.#actions.run(staff, 'user.unsuspend', optionalReason(reason), async () => {
      const target = await accountToActOn(this.#directory, userId);
      await this.#controls.setSuspended(target.id, false);
      const now = this.#clock.now();
      const after = staffViewOf(await accountToActOn(this.#directory, userId), now);
      return {
        result: after,
        targetType: 'user',
        targetId: target.id,
        before: auditedAccount(staffViewOf(target, now)),
        after: auditedAccount(after),
      };
    });
  }
}

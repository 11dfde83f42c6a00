import type { Clock } from '../../../shared/kernel/clock.ts';
import { requiredReason, type StaffContext } from '../domain/audit.ts';
import { auditedAccount } from '../domain/admin-user.ts';
import type { AccountControls } from '../ports/account-controls.ts';
import type { UserDirectory } from '../ports/user-directory.ts';
import { accountToActOn } from './load-account.ts';
import type { StaffActions } from './staff-actions.ts';
import { staffViewOf } from './user-plan.ts';

/**
 * An admin has a reset link mailed to the person, for a stated reason; the person's remembered
 * sessions end. The admin never sees a password or the link, and the audit entry keeps neither.
 */
export class ResetUserPassword {
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

  async execute(staff: StaffContext, userId: string, reason: string | undefined): Promise<void> {
    const why = requiredReason(reason);
    await this.#actions.run(staff, 'user.reset_password', why, async () => {
      const target = await accountToActOn(this.#directory, userId);
      await this.#controls.sendPasswordReset(target.id);
      const account = auditedAccount(staffViewOf(target, this.#clock.now()));
      return {
        result: undefined,
        targetType: 'user',
        targetId: target.id,
        before: account,
        after: { ...account, resetLinkMailedTo: target.email, rememberedSessionsEnded: true },
      };
    });
  }
}

import type { Clock } from '../../../shared/kernel/clock.ts';
import { requiredReason, type StaffContext } from '../domain/audit.ts';
import { type AccountRecord, auditedAccount, type DeletionReceipt } from '../domain/admin-user.ts';
import { checkAccountAction, checkDeletionConfirmed } from '../domain/staff-rules.ts';
import type { AccountControls } from '../ports/account-controls.ts';
import type { UserDirectory } from '../ports/user-directory.ts';
import { accountToActOn, otherAdminsIfNeeded } from './load-account.ts';
import type { ActionRecord, StaffActions } from './staff-actions.ts';
import { deletionCancelsSubscription, staffViewOf } from './user-plan.ts';

/**
 * What goes with the account, counted in the deletion's own transaction just before `remove`
 * runs; the receipt is answered and kept in the audit entry's `before` with the account itself.
 */
export async function deleteCounted(
  directory: UserDirectory,
  target: AccountRecord,
  now: Date,
  paymentProvider: string,
  remove: () => Promise<void>,
): Promise<ActionRecord<DeletionReceipt>> {
  const receipt: DeletionReceipt = {
    userId: target.id,
    deletedAt: now,
    removed: {
      ...(await directory.footprint(target.id)),
      subscriptionCancelled: deletionCancelsSubscription(target.subscription, paymentProvider, now),
    },
  };
  await remove();
  return {
    result: receipt,
    targetType: 'user',
    targetId: target.id,
    before: { ...auditedAccount(staffViewOf(target, now)), removed: receipt.removed },
    after: null,
  };
}

/**
 * An admin deletes an account, for a stated reason and after typing the person's e-mail: it goes
 * with everything it owns, as the person's own deletion does (stored files, the paid subscription
 * cancelled at the provider, then every row). What went is counted first, in the same transaction,
 * answered as a receipt and kept in the audit entry. Never their own account, never the last
 * active admin.
 */
export class DeleteUser {
  readonly #actions: StaffActions;
  readonly #directory: UserDirectory;
  readonly #controls: AccountControls;
  readonly #clock: Clock;
  readonly #paymentProvider: string;
  constructor(
    actions: StaffActions,
    directory: UserDirectory,
    controls: AccountControls,
    clock: Clock,
    settings: { paymentProvider: string },
  ) {
    this.#actions = actions;
    this.#directory = directory;
    this.#controls = controls;
    this.#clock = clock;
    this.#paymentProvider = settings.paymentProvider;
  }

  execute(
    staff: StaffContext,
    userId: string,
    input: { reason: string | undefined; confirmEmail: string },
  ): Promise<DeletionReceipt> {
    const why = requiredReason(input.reason);
    return this.#actions.run(staff, 'user.delete', why, async () => {
      const target = await accountToActOn(this.#directory, userId);
      checkAccountAction('delete', staff.userId, target, await otherAdminsIfNeeded(this.#directory, target));
      checkDeletionConfirmed(input.confirmEmail, target.email);
      return deleteCounted(this.#directory, target, this.#clock.now(), this.#paymentProvider, () =>
        this.#controls.delete(target.id),
      );
    });
  }
}

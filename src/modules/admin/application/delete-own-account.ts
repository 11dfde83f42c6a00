import type { Clock } from '../../../shared/kernel/clock.ts';
import type { StaffSelfDeletion, StaffSelfDeletionRequest } from '../../identity/index.ts';
import { checkOwnDeletion } from '../domain/staff-rules.ts';
import type { UserDirectory } from '../ports/user-directory.ts';
import { deleteCounted } from './delete-user.ts';
import { accountToActOn } from './load-account.ts';
import type { StaffActions } from './staff-actions.ts';

/**
 * Staff deleting their own account (from their settings, through identity's deletion): a staff
 * action like any other, the actor being the target. The staff roster's lock is taken first, so
 * two admins deleting themselves at the same moment are counted one after the other and the last
 * one stays (409). The audit entry keeps the account and what went with it; if it cannot be
 * written the deletion is undone.
 */
export class DeleteOwnStaffAccount implements StaffSelfDeletion {
  readonly #actions: StaffActions;
  readonly #directory: UserDirectory;
  readonly #clock: Clock;
  readonly #paymentProvider: string;
  constructor(
    actions: StaffActions,
    directory: UserDirectory,
    clock: Clock,
    settings: { paymentProvider: string },
  ) {
    this.#actions = actions;
    this.#directory = directory;
    this.#clock = clock;
    this.#paymentProvider = settings.paymentProvider;
  }

  async deleteOwnAccount(request: StaffSelfDeletionRequest, remove: () => Promise<void>): Promise<void> {
    const { userId, email, role, ip, requestId } = request;
    await this.#actions.run({ userId, email, role, ip, requestId }, 'user.delete_self', null, async () => {
      // the lock, then the account and the count as they are once it is held
      const others = await this.#directory.otherActiveAdmins(userId);
      const account = await accountToActOn(this.#directory, userId);
      checkOwnDeletion(account, others);
      return deleteCounted(this.#directory, account, this.#clock.now(), this.#paymentProvider, remove);
    });
  }
}

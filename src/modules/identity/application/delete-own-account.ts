import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { StaffSelfDeletion } from '../ports/staff-self-deletion.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** The part of DeleteAccount a person's own deletion runs. */
interface Deletion {
  execute(userId: string): Promise<void>;
}

/**
 * A person deletes their own account ('Users can delete their own account'). Staff (admin and
 * support) go through the staff path the admin module binds: the last active admin is refused and
 * the deletion is written to the audit log in its own transaction. Everyone else's account goes at
 * once, with everything it owns.
 */
export class DeleteOwnAccount {
  readonly #users: UserRepository;
  readonly #deletion: Deletion;
  readonly #staff: StaffSelfDeletion;
  constructor(users: UserRepository, deletion: Deletion, staff: StaffSelfDeletion) {
    this.#users = users;
    this.#deletion = deletion;
    this.#staff = staff;
  }

  async execute(caller: { userId: string; ip: string | null; requestId: string }): Promise<void> {
    const user = await this.#users.findById(caller.userId);
    if (!user) throw new NotFoundError('Account');
    const remove = () => this.#deletion.execute(user.id);
    if (user.role === 'user') return remove();
    await this.#staff.deleteOwnAccount(
      { userId: user.id, email: user.email, role: user.role, ip: caller.ip, requestId: caller.requestId },
      remove,
    );
  }
}

import { AppError } from '../../../shared/kernel/app-error.ts';
import type { StaffContext, StaffRole } from '../domain/audit.ts';
import type { StaffDirectory } from '../ports/staff-directory.ts';

/** Who acts and from where: what the audit log records of every staff action. */
export class IdentifyStaff {
  readonly #staff: StaffDirectory;
  constructor(staff: StaffDirectory) {
    this.#staff = staff;
  }

  async execute(caller: {
    userId: string;
    role: StaffRole;
    ip: string | null;
    requestId: string;
  }): Promise<StaffContext> {
    const email = await this.#staff.emailOf(caller.userId);
    // authentication read the account moments ago: gone since means the session ended
    if (email === null) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
    return { ...caller, email };
  }
}

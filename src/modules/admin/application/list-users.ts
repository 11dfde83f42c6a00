import { type PageInfo, pageInfo } from '../../../shared/kernel/paging.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { StaffViewOfUser } from '../domain/admin-user.ts';
import type { UserDirectory, UserQuery } from '../ports/user-directory.ts';
import { staffViewOf } from './user-plan.ts';

/** Every account, newest first, searchable by name or e-mail, paged; each with the plan it is on now. */
export class ListUsers {
  readonly #directory: UserDirectory;
  readonly #clock: Clock;
  constructor(directory: UserDirectory, clock: Clock) {
    this.#directory = directory;
    this.#clock = clock;
  }

  async execute(query: UserQuery): Promise<{ users: StaffViewOfUser[] } & PageInfo> {
    const { users, total } = await this.#directory.search(query);
    const now = this.#clock.now();
    return {
      users: users.map((u) => staffViewOf(u, now)),
      ...pageInfo(query, total),
    };
  }
}

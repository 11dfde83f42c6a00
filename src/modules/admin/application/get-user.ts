import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { PlanStanding, StaffViewOfUser, UserActivity, UserCounts } from '../domain/admin-user.ts';
import type { UserDirectory } from '../ports/user-directory.ts';
import { planStandingOf, staffViewOf } from './user-plan.ts';

const RECENT_ACTIVITY = 10;

export interface UserDetail {
  user: StaffViewOfUser;
  plan: PlanStanding;
  counts: UserCounts;
  recentActivity: UserActivity[];
}

/** One account for the staff detail drawer: its plan, what it holds and what it did lately. */
export class GetUser {
  readonly #directory: UserDirectory;
  readonly #clock: Clock;
  constructor(directory: UserDirectory, clock: Clock) {
    this.#directory = directory;
    this.#clock = clock;
  }

  async execute(userId: string): Promise<UserDetail> {
    const user = await this.#directory.find(userId);
    if (!user) throw new NotFoundError('User');
    const counts = await this.#directory.counts(userId);
    const recentActivity = await this.#directory.recentActivity(userId, RECENT_ACTIVITY);
    const now = this.#clock.now();
    return { user: staffViewOf(user, now), plan: planStandingOf(user, now), counts, recentActivity };
  }
}

import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import { TOUR_KEYS, type TourKey } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';

/** Marks one guided tour, or all of them ('Explore on My Own'), as completed. */
export class CompleteTours {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(userId: string, tours: readonly TourKey[] = TOUR_KEYS): Promise<TourKey[]> {
    const { users, clock } = this.#d;
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const completed = TOUR_KEYS.filter((k) => user.completedTours.includes(k) || tours.includes(k));
    await users.save({ ...user, completedTours: completed, updatedAt: clock.now() });
    return completed;
  }
}

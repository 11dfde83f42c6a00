import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { TOUR_KEYS, type TourKey } from '../domain/user.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** Marks one guided tour, or all of them ('Explore on My Own'), as completed. */
export class CompleteTours {
  readonly #users: UserRepository;
  readonly #clock: Clock;
  constructor(users: UserRepository, clock: Clock) {
    this.#users = users;
    this.#clock = clock;
  }

  async execute(userId: string, tours: readonly TourKey[] = TOUR_KEYS): Promise<TourKey[]> {
    const user = await this.#users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const completed = TOUR_KEYS.filter((k) => user.completedTours.includes(k) || tours.includes(k));
    await this.#users.save({ ...user, completedTours: completed, updatedAt: this.#clock.now() });
    return completed;
  }
}

import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { type Entitlements, entitlementsOf } from '../domain/entitlements.ts';
import type { AccountView } from '../domain/user.ts';
import type { SubscriptionLookup } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface Profile {
  user: AccountView;
  entitlements: Entitlements;
}

/** The signed-in user's account and what their plan (paid, trial or Free) lets them use. */
export class GetProfile {
  readonly #users: UserRepository;
  readonly #subscriptions: SubscriptionLookup;
  readonly #clock: Clock;
  constructor(users: UserRepository, subscriptions: SubscriptionLookup, clock: Clock) {
    this.#users = users;
    this.#subscriptions = subscriptions;
    this.#clock = clock;
  }

  /**
   * `current` is the account as this very request already read it (by authentication, or just
   * written by an update); it is used only when it is the account asked for, else it is read.
   */
  async execute(userId: string, current?: AccountView): Promise<Profile> {
    // independent reads: ask for both at once
    const [user, paid] = await Promise.all([
      current?.id === userId ? current : this.#users.findAccount(userId),
      this.#subscriptions.forUser(userId),
    ]);
    if (!user) throw new NotFoundError('Account');
    return { user, entitlements: entitlementsOf(user, paid, this.#clock.now()) };
  }
}

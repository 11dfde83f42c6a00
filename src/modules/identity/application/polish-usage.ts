import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { entitlementsOf } from '../domain/entitlements.ts';
import type { SubscriptionLookup } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** What the polishing module needs to know about an account for the one-time AI Resume Polish. */
export interface PolishStanding {
  /** On the Free plan right now (no live paid plan, no running trial). */
  free: boolean;
  /** `used_polish_feature`: a polish of this account has reached its end. */
  usedPolish: boolean;
}

/** The account's `used_polish_feature` flag and plan, for the polishing module's rules. */
export class PolishUsage {
  readonly #users: UserRepository;
  readonly #subscriptions: SubscriptionLookup;
  readonly #clock: Clock;
  constructor(users: UserRepository, subscriptions: SubscriptionLookup, clock: Clock) {
    this.#users = users;
    this.#subscriptions = subscriptions;
    this.#clock = clock;
  }

  async standing(userId: string): Promise<PolishStanding> {
    const [user, paid] = await Promise.all([
      this.#users.findById(userId),
      this.#subscriptions.forUser(userId),
    ]);
    if (!user) throw new NotFoundError('Account');
    const plan = entitlementsOf(user, paid, this.#clock.now());
    return { free: plan.planName === 'Free', usedPolish: user.usedPolishFeature };
  }

  /** Sets the flag; inside the caller's unit of work when there is one. */
  async recordUsed(userId: string): Promise<void> {
    await this.#users.markPolishUsed(userId);
  }
}

import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { PriceCatalog } from '../domain/plans.ts';
import type { ProviderName, ProviderSubscription } from '../domain/provider-records.ts';
import { takesOver } from '../domain/subscription-sync.ts';
import type { BillingCustomers } from '../ports/billing-customers.ts';
import type { SubscriptionRepository } from '../ports/subscription-repository.ts';

export type SyncOutcome = 'saved' | 'unknown-customer' | 'unknown-price' | 'kept-current';

/**
 * Writes a subscription as the provider holds it into the user's record, which identity's
 * AccessPolicy reads. The user is the one the provider customer was created for, never a value
 * the event carries; prices that are not ours are ignored. A change of plan, interval or status
 * goes to the activity log as `plan.change`.
 */
export class SubscriptionSync {
  readonly #customers: BillingCustomers;
  readonly #subscriptions: SubscriptionRepository;
  readonly #catalog: PriceCatalog;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #activity: ActivityRecorder;
  constructor(
    customers: BillingCustomers,
    subscriptions: SubscriptionRepository,
    catalog: PriceCatalog,
    clock: Clock,
    ids: Ids,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#customers = customers;
    this.#subscriptions = subscriptions;
    this.#catalog = catalog;
    this.#clock = clock;
    this.#ids = ids;
    this.#activity = activity;
  }

  async apply(provider: ProviderName, subscription: ProviderSubscription): Promise<SyncOutcome> {
    const userId = await this.#customers.userOf(provider, subscription.customerId);
    if (!userId) return 'unknown-customer';
    const price = this.#catalog.find(subscription.priceId);
    if (!price) return 'unknown-price';
    const now = this.#clock.now();
    const held = await this.#subscriptions.forUser(userId);
    const incoming = { ...subscription, planName: price.plan };
    if (!takesOver(held, incoming, now)) return 'kept-current';
    await this.#subscriptions.save({
      id: held?.id ?? this.#ids.next(),
      userId,
      planName: price.plan,
      status: subscription.status,
      billingInterval: price.interval,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      discount: subscription.discount,
      provider,
      providerCustomerId: subscription.customerId,
      providerSubscriptionId: subscription.id,
      createdAt: held?.createdAt ?? now,
      updatedAt: now,
    });
    if (
      held?.planName !== price.plan ||
      held.billingInterval !== price.interval ||
      held.status !== subscription.status
    ) {
      await this.#activity.record({
        userId,
        event: 'plan.change',
        metadata: {
          from: held?.planName ?? 'Free',
          to: price.plan,
          interval: price.interval,
          status: subscription.status,
          provider,
        },
      });
    }
    return 'saved';
  }
}

import { planAccess } from '../domain/plan-access.ts';
import type { PaymentProvider } from '../ports/payment-provider.ts';
import type { SubscriptionRepository } from '../ports/subscription-repository.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';

/**
 * Before an account is deleted its subscription ends at the provider, so nobody is charged for an
 * account that no longer exists. Billing's rows go with the account (ON DELETE CASCADE).
 */
export class EndBillingOnDeletion {
  readonly #subscriptions: SubscriptionRepository;
  readonly #provider: PaymentProvider;
  readonly #clock: Clock;
  constructor(subscriptions: SubscriptionRepository, provider: PaymentProvider, clock: Clock) {
    this.#subscriptions = subscriptions;
    this.#provider = provider;
    this.#clock = clock;
  }

  async beforeDelete(userId: string): Promise<void> {
    const held = await this.#subscriptions.forUser(userId);
    if (!held || held.provider !== this.#provider.name) return;
    const { status } = planAccess(held, this.#clock.now());
    if (status === 'canceled' || status === 'incomplete_expired') return;
    await this.#provider.cancelNow(held.providerSubscriptionId);
  }
}

import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { ProviderName } from '../domain/provider-records.ts';
import type { PaymentProvider } from '../ports/payment-provider.ts';
import type { ProviderEventLog } from '../ports/provider-event-log.ts';
import type { SubscriptionSync, SyncOutcome } from './subscription-sync.ts';

export type EventOutcome =
  | SyncOutcome
  | 'already-processed'
  | 'not-found'
  | 'other-provider'
  | 'no-subscription';

/**
 * The job behind every event: reads the subscription it concerns again from the provider and
 * writes that, so the order in which events arrive does not matter (an old event brings the
 * current state) and running a job twice does no harm.
 */
export class ProcessProviderEvent {
  readonly #log: ProviderEventLog;
  readonly #provider: PaymentProvider;
  readonly #sync: SubscriptionSync;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    log: ProviderEventLog,
    provider: PaymentProvider,
    sync: SubscriptionSync,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#log = log;
    this.#provider = provider;
    this.#sync = sync;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  async execute(provider: ProviderName, eventId: string): Promise<EventOutcome> {
    const event = await this.#log.find(provider, eventId);
    if (!event) return 'not-found';
    if (event.processedAt) return 'already-processed';
    const done = () => this.#log.markProcessed(provider, eventId, this.#clock.now());
    // an event of a provider that is no longer configured cannot be read again: nothing to do
    if (provider !== this.#provider.name || !event.subscriptionId) {
      await this.#unitOfWork.run(done);
      return provider !== this.#provider.name ? 'other-provider' : 'no-subscription';
    }
    // the provider is asked outside the transaction: a slow answer holds no database lock
    const subscription = await this.#provider.fetchSubscription(event.subscriptionId);
    return this.#unitOfWork.run(async () => {
      const outcome: EventOutcome = subscription
        ? await this.#sync.apply(provider, subscription)
        : 'not-found';
      await done();
      return outcome;
    });
  }
}

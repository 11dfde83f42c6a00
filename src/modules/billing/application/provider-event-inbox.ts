import type { Clock } from '../../../shared/kernel/clock.ts';
import type { ProviderEvent, ProviderName } from '../domain/provider-records.ts';
import type { BillingJobs } from '../ports/billing-jobs.ts';
import type { ProviderEventLog } from '../ports/provider-event-log.ts';

/**
 * Where every payment provider event arrives, from Stripe's webhook or from the sandbox: stored
 * under its id first, so a replay is recognised and changes nothing; an event about a subscription
 * is then processed on the job queue. Runs inside the caller's unit of work, so the event, its job
 * and the caller's own writes commit together.
 */
export class ProviderEventInbox {
  readonly #log: ProviderEventLog;
  readonly #jobs: BillingJobs;
  readonly #clock: Clock;
  constructor(log: ProviderEventLog, jobs: BillingJobs, clock: Clock) {
    this.#log = log;
    this.#jobs = jobs;
    this.#clock = clock;
  }

  /** False when the event was already received (nothing is done again). */
  async accept(provider: ProviderName, event: ProviderEvent): Promise<boolean> {
    const now = this.#clock.now();
    if (!(await this.#log.add(provider, event, now))) return false;
    if (event.subscriptionId) await this.#jobs.processEvent(provider, event.id);
    // an event about no subscription of ours needs no work: it is kept as received and done
    else await this.#log.markProcessed(provider, event.id, now);
    return true;
  }
}

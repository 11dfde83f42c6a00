import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { PriceCatalog } from '../domain/plans.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';
import type { SandboxBilling } from './sandbox-billing.ts';

const BATCH = 50;

/**
 * Time passing at the sandbox payment provider (a scheduled job): a subscription whose period is
 * over ends when it was cancelling, else it is charged for the next period, as Stripe does.
 */
export class SandboxRenewals {
  readonly #ledger: SandboxLedger;
  readonly #billing: SandboxBilling;
  readonly #catalog: PriceCatalog;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    ledger: SandboxLedger,
    billing: SandboxBilling,
    catalog: PriceCatalog,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#ledger = ledger;
    this.#billing = billing;
    this.#catalog = catalog;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  /** Advances every subscription that is due; answers how many were. */
  async sweep(): Promise<number> {
    const due = await this.#ledger.dueSubscriptions(this.#clock.now(), BATCH);
    let advanced = 0;
    for (const { id } of due) {
      const done = await this.#unitOfWork.run(async () => {
        // read again under a lock: another sweep may have advanced it meanwhile
        const subscription = await this.#ledger.subscriptionForUpdate(id);
        if (subscription?.status !== 'active') return false;
        if (subscription.currentPeriodEnd.getTime() > this.#clock.now().getTime()) return false;
        // a price no longer configured is not renewed: the subscription ends with its period
        const price = this.#catalog.find(subscription.priceId);
        await this.#billing.advance(subscription, price?.amountCents ?? null);
        return true;
      });
      if (done) advanced += 1;
    }
    return advanced;
  }
}

import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { BILLING_MESSAGES, conflict, unknownPrice } from '../domain/billing.errors.ts';
import type { PriceCatalog } from '../domain/plans.ts';
import type { AppliedCoupon, SandboxCustomer, SandboxSubscription } from '../domain/sandbox-records.ts';
import type { CardInput, StoredCard } from '../domain/test-cards.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';
import { chargeTestCard } from './sandbox-card.ts';
import type { SandboxBilling } from './sandbox-billing.ts';

export interface SandboxPortalView {
  subscription: SandboxSubscription | null;
  card: StoredCard | null;
}

/**
 * The sandbox's stand-in for Stripe's customer portal: the caller's own billing account only.
 * Each change is announced like Stripe's, and the plan follows through the job queue.
 */
export class SandboxPortal {
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

  async view(userId: string): Promise<SandboxPortalView> {
    const customer = await this.#customerOf(userId);
    return { subscription: await this.#ledger.latestSubscription(customer.id), card: customer.card };
  }

  async cancel(userId: string): Promise<SandboxPortalView> {
    return this.#change(userId, async (subscription) => {
      if (subscription.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.alreadyCancelling);
      await this.#billing.setCancelAtPeriodEnd(subscription, true);
    });
  }

  async resume(userId: string): Promise<SandboxPortalView> {
    return this.#change(userId, async (subscription) => {
      if (!subscription.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.notCancelling);
      await this.#billing.setCancelAtPeriodEnd(subscription, false);
    });
  }

  async changePlan(userId: string, priceId: string): Promise<SandboxPortalView> {
    const price = this.#catalog.find(priceId);
    if (!price) throw unknownPrice();
    return this.#change(userId, async (subscription) => {
      if (subscription.priceId === price.priceId) {
        if (!subscription.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.samePlan);
        await this.#billing.setCancelAtPeriodEnd(subscription, false);
        return;
      }
      await this.#billing.changePlan(subscription, price, null);
    });
  }

  /** The in-place change a checkout asks for when a plan is already live (see StartCheckout). */
  async changePlanOf(
    subscriptionId: string,
    priceId: string,
    coupon: AppliedCoupon | null,
  ): Promise<SandboxSubscription> {
    const price = this.#catalog.find(priceId);
    if (!price) throw unknownPrice();
    return this.#unitOfWork.run(async () => {
      const subscription = await this.#ledger.subscriptionForUpdate(subscriptionId);
      if (subscription?.status !== 'active') throw conflict(BILLING_MESSAGES.noSubscription);
      if (subscription.priceId === price.priceId)
        return this.#billing.setCancelAtPeriodEnd(subscription, false);
      return this.#billing.changePlan(subscription, price, coupon);
    });
  }

  /** A new card on file; a declined card leaves the old one. */
  async updateCard(userId: string, input: CardInput): Promise<SandboxPortalView> {
    const customer = await this.#customerOf(userId);
    const card = chargeTestCard(input, this.#clock.now());
    await this.#ledger.saveCard(customer.id, card);
    return this.view(userId);
  }

  async #customerOf(userId: string): Promise<SandboxCustomer> {
    const customer = await this.#ledger.customerOfUser(userId);
    if (!customer) throw conflict(BILLING_MESSAGES.noBillingAccount);
    return customer;
  }

  async #change(
    userId: string,
    work: (subscription: SandboxSubscription) => Promise<void>,
  ): Promise<SandboxPortalView> {
    const customer = await this.#customerOf(userId);
    await this.#unitOfWork.run(async () => {
      const latest = await this.#ledger.latestSubscription(customer.id);
      const subscription = latest && (await this.#ledger.subscriptionForUpdate(latest.id));
      if (subscription?.status !== 'active') throw conflict(BILLING_MESSAGES.noSubscription);
      await work(subscription);
    });
    return this.view(userId);
  }
}

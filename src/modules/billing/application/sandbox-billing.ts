import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import { invoiceDescription, periodEnd } from '../domain/billing-period.ts';
import type { PlanPrice } from '../domain/plans.ts';
import { discountOn } from '../domain/promotion.ts';
import {
  type AppliedCoupon,
  couponDiscount,
  type SandboxCustomer,
  type SandboxSubscription,
} from '../domain/sandbox-records.ts';
import type { StoredCard } from '../domain/test-cards.ts';
import type { BillingJobs } from '../ports/billing-jobs.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';
import type { ProviderEventInbox } from './provider-event-inbox.ts';

export const SANDBOX_CURRENCY = 'usd';

/**
 * How the sandbox payment provider bills, as Stripe would: a subscription starts a period and is
 * invoiced for it, and every change is announced with an event of Stripe's name that goes through
 * the same inbox and job as Stripe's webhooks. Runs inside the caller's unit of work.
 */
export class SandboxBilling {
  readonly #ledger: SandboxLedger;
  readonly #inbox: ProviderEventInbox;
  readonly #jobs: BillingJobs;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(ledger: SandboxLedger, inbox: ProviderEventInbox, jobs: BillingJobs, clock: Clock, ids: Ids) {
    this.#ledger = ledger;
    this.#inbox = inbox;
    this.#jobs = jobs;
    this.#clock = clock;
    this.#ids = ids;
  }

  newSubscriptionId(): string {
    return `sub_sbx_${this.#ids.next()}`;
  }

  /** A new subscription paid with `card` from now, invoiced at once. */
  async start(
    id: string,
    customer: SandboxCustomer,
    price: PlanPrice,
    card: StoredCard,
    coupon: AppliedCoupon | null,
  ): Promise<SandboxSubscription> {
    const now = this.#clock.now();
    const end = periodEnd(now, price.interval);
    const subscription: SandboxSubscription = {
      id,
      customerId: customer.id,
      priceId: price.priceId,
      plan: price.plan,
      interval: price.interval,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      discount: couponDiscount(coupon, end),
      createdAt: now,
      updatedAt: now,
    };
    await this.#ledger.saveSubscription(subscription);
    await this.#emit('customer.subscription.created', subscription);
    await this.#invoice(subscription, card, price.amountCents, coupon);
    return subscription;
  }

  /**
   * Moves a subscription to another price: the new plan starts now with a new period, charged to
   * the card on file; a pending cancellation is dropped.
   */
  async changePlan(
    subscription: SandboxSubscription,
    price: PlanPrice,
    coupon: AppliedCoupon | null,
  ): Promise<SandboxSubscription> {
    const now = this.#clock.now();
    const card = await this.#cardOf(subscription.customerId);
    const end = periodEnd(now, price.interval);
    const changed: SandboxSubscription = {
      ...subscription,
      priceId: price.priceId,
      plan: price.plan,
      interval: price.interval,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      // the new period is billed with this change's coupon or none: an earlier one was used up
      discount: couponDiscount(coupon, end),
      updatedAt: now,
    };
    await this.#ledger.saveSubscription(changed);
    await this.#emit('customer.subscription.updated', changed);
    await this.#invoice(changed, card, price.amountCents, coupon);
    return changed;
  }

  async setCancelAtPeriodEnd(
    subscription: SandboxSubscription,
    cancel: boolean,
  ): Promise<SandboxSubscription> {
    const changed = { ...subscription, cancelAtPeriodEnd: cancel, updatedAt: this.#clock.now() };
    await this.#ledger.saveSubscription(changed);
    await this.#emit('customer.subscription.updated', changed);
    return changed;
  }

  /**
   * A period is over: the subscription ends if it was cancelling (or its price is no longer
   * sold, `renewalAmount` null), else the next period is charged.
   */
  async advance(
    subscription: SandboxSubscription,
    renewalAmount: number | null,
  ): Promise<SandboxSubscription> {
    const now = this.#clock.now();
    if (subscription.cancelAtPeriodEnd || renewalAmount === null) {
      const ended: SandboxSubscription = {
        ...subscription,
        status: 'canceled',
        canceledAt: subscription.currentPeriodEnd,
        updatedAt: now,
      };
      await this.#ledger.saveSubscription(ended);
      await this.#emit('customer.subscription.deleted', ended);
      return ended;
    }
    const card = await this.#cardOf(subscription.customerId);
    const start = subscription.currentPeriodEnd;
    const renewed: SandboxSubscription = {
      ...subscription,
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, subscription.interval),
      // a renewal is charged in full
      discount: null,
      updatedAt: now,
    };
    await this.#ledger.saveSubscription(renewed);
    await this.#emit('customer.subscription.updated', renewed);
    await this.#invoice(renewed, card, renewalAmount, null);
    return renewed;
  }

  /** Sends one of Stripe's event names about a subscription into the inbox. */
  async #emit(type: string, subscription: SandboxSubscription): Promise<void> {
    await this.#inbox.accept('sandbox', {
      id: `evt_sbx_${this.#ids.next()}`,
      type,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    });
  }

  async #cardOf(customerId: string): Promise<StoredCard> {
    const card = (await this.#ledger.customer(customerId))?.card;
    // a sandbox subscription only starts with a card that was accepted and kept
    if (!card) throw new Error(`sandbox customer ${customerId} has no card on file`);
    return card;
  }

  async #invoice(
    subscription: SandboxSubscription,
    card: StoredCard,
    subtotal: number,
    coupon: AppliedCoupon | null,
  ): Promise<void> {
    const discount = discountOn(subtotal, coupon);
    const invoice = await this.#ledger.addInvoice({
      id: `in_sbx_${this.#ids.next()}`,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      description: invoiceDescription(subscription.plan, subscription.interval),
      subtotal,
      discount,
      total: subtotal - discount,
      currency: SANDBOX_CURRENCY,
      couponCode: coupon?.code ?? null,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      card: { brand: card.brand, last4: card.last4 },
      pdfKey: null,
      createdAt: this.#clock.now(),
    });
    await this.#jobs.renderInvoice(invoice.id);
    await this.#inbox.accept('sandbox', {
      id: `evt_sbx_${this.#ids.next()}`,
      type: 'invoice.paid',
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    });
  }
}

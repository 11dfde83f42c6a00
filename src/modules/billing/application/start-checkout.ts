import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { BILLING_MESSAGES, conflict, invalidCoupon, unknownPrice } from '../domain/billing.errors.ts';
import { givesPlan } from '../domain/plan-access.ts';
import type { PriceCatalog } from '../domain/plans.ts';
import { normaliseCode, type Promotion } from '../domain/promotion.ts';
import type { BillingContacts } from '../ports/billing-contacts.ts';
import type { BillingCustomers } from '../ports/billing-customers.ts';
import type { PaymentProvider } from '../ports/payment-provider.ts';
import type { SubscriptionRepository } from '../ports/subscription-repository.ts';
import { CHECKOUT_CANCEL_PATH, CHECKOUT_SUCCESS_PATH } from './billing-settings.ts';
import type { SubscriptionSync } from './subscription-sync.ts';

export type CheckoutStart = { url: string } | { success: true };

/**
 * Buying a plan. Without a live subscription: a hosted checkout for the chosen price, for the
 * user's one provider customer (created first when there is none). With one: the plan is changed
 * in place, or a cancellation withdrawn when the same plan is chosen again. The price must be one
 * of the four and a coupon must still apply; either being wrong changes nothing.
 */
export class StartCheckout {
  readonly #catalog: PriceCatalog;
  readonly #provider: PaymentProvider;
  readonly #customers: BillingCustomers;
  readonly #subscriptions: SubscriptionRepository;
  readonly #contacts: BillingContacts;
  readonly #sync: SubscriptionSync;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  readonly #publicUrl: string;
  constructor(
    catalog: PriceCatalog,
    provider: PaymentProvider,
    customers: BillingCustomers,
    subscriptions: SubscriptionRepository,
    contacts: BillingContacts,
    sync: SubscriptionSync,
    unitOfWork: UnitOfWork,
    clock: Clock,
    publicUrl: string,
  ) {
    this.#catalog = catalog;
    this.#provider = provider;
    this.#customers = customers;
    this.#subscriptions = subscriptions;
    this.#contacts = contacts;
    this.#sync = sync;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
    this.#publicUrl = publicUrl;
  }

  async execute(userId: string, priceId: string, promotionCode?: string): Promise<CheckoutStart> {
    const price = this.#catalog.find(priceId);
    if (!price) throw unknownPrice();
    const promotion = promotionCode === undefined ? null : await this.#promotion(promotionCode);

    const held = await this.#subscriptions.forUser(userId);
    if (held && held.provider === this.#provider.name && givesPlan(held, this.#clock.now())) {
      const same = held.planName === price.plan && held.billingInterval === price.interval;
      if (same && !held.cancelAtPeriodEnd) throw conflict(BILLING_MESSAGES.samePlan);
      const changed = await this.#provider.changePlan(held.providerSubscriptionId, price.priceId, promotion);
      // the plan shows at once; the provider's event brings the same state again a moment later
      await this.#unitOfWork.run(() => this.#sync.apply(this.#provider.name, changed));
      return { success: true };
    }

    const customerId = await this.#customerOf(userId);
    return this.#provider.createCheckout({
      userId,
      customerId,
      priceId: price.priceId,
      promotion,
      successUrl: `${this.#publicUrl}${CHECKOUT_SUCCESS_PATH}`,
      cancelUrl: `${this.#publicUrl}${CHECKOUT_CANCEL_PATH}`,
    });
  }

  async #promotion(code: string): Promise<Promotion> {
    const normalised = normaliseCode(code);
    const promotion = normalised === '' ? null : await this.#provider.findPromotion(normalised);
    if (!promotion) throw invalidCoupon();
    return promotion;
  }

  async #customerOf(userId: string): Promise<string> {
    const provider = this.#provider.name;
    const known = await this.#customers.customerOf(userId, provider);
    if (known) return known;
    const contact = await this.#contacts.contactOf(userId);
    if (!contact) throw conflict(BILLING_MESSAGES.noBillingAccount);
    const created = await this.#provider.createCustomer(contact);
    return this.#customers.save(userId, provider, created, this.#clock.now());
  }
}

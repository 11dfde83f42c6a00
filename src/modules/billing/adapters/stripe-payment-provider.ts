import Stripe from 'stripe';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { providerUnavailable } from '../domain/billing.errors.ts';
import type { Promotion } from '../domain/promotion.ts';
import type {
  BillingContact,
  Invoice,
  ProviderSubscription,
  SubscriptionDiscount,
} from '../domain/provider-records.ts';
import type { CheckoutRequest, PaymentProvider } from '../ports/payment-provider.ts';

const INVOICES_SHOWN = 24;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromSeconds = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';
}

/** What a subscription is read with: its discounts with their coupons, for what it bills. */
export const SUBSCRIPTION_EXPAND = ['discounts.source.coupon'];

const DAY_SECONDS = 86_400;

/**
 * The discount a subscription bills with: its first subscription-wide discount whose coupon came
 * expanded. A `forever` coupon has no end, a `repeating` one ends when Stripe says (`end`), and a
 * `once` coupon takes off one invoice: the period it was applied with, at the start of the
 * subscription or of a change of plan. A period that began more than a day after the discount did
 * is a renewal billed after that invoice, so the discount is over by then.
 */
export function discountFrom(
  subscription: Stripe.Subscription,
  item: Stripe.SubscriptionItem | undefined,
): SubscriptionDiscount | null {
  for (const discount of subscription.discounts ?? []) {
    if (typeof discount === 'string' || discount.subscription_item) continue;
    const coupon = discount.source?.coupon;
    if (!coupon || typeof coupon === 'string') continue;
    const percentOff = coupon.percent_off ?? null;
    const amountOff = coupon.amount_off ?? null;
    if (percentOff === null && amountOff === null) continue;
    let endsAt: Date | null = null;
    if (coupon.duration === 'repeating') endsAt = fromSeconds(discount.end);
    else if (coupon.duration === 'once' && item) {
      const renewedSince = item.current_period_start > discount.start + DAY_SECONDS;
      endsAt = fromSeconds(renewedSince ? item.current_period_start : item.current_period_end);
    }
    return { percentOff, amountOff, endsAt };
  }
  return null;
}

/** A Stripe subscription in the provider-neutral shape; the billing period comes from its item. */
export function subscriptionFrom(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    // the portal may cancel at a date rather than at the period end: either way it is ending
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    discount: discountFrom(subscription, item),
    createdAt: new Date(subscription.created * 1000),
  };
}

/** A Stripe invoice as the billing page lists it (amount in cents, PDF hosted by Stripe). */
export function invoiceFrom(invoice: Stripe.Invoice): Invoice {
  const line = invoice.lines?.data[0]?.description;
  return {
    id: invoice.number ?? invoice.id ?? '',
    createdAt: new Date(invoice.created * 1000),
    description: line ?? invoice.description ?? 'Interview Coach subscription',
    amount: invoice.total,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/**
 * Stripe through its official SDK: one customer per user (created before the first checkout),
 * Checkout in subscription mode, the customer portal, invoices, promotion codes. Every failure to
 * reach Stripe or an answer it refuses is PROVIDER_UNAVAILABLE (the cause goes to the log).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #clock: Clock;
  constructor(stripe: Stripe, clock: Clock) {
    this.#stripe = stripe;
    this.#clock = clock;
  }

  async #call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw providerUnavailable(err);
    }
  }

  createCustomer(contact: BillingContact): Promise<string> {
    return this.#call(async () => {
      const customer = await this.#stripe.customers.create(
        { email: contact.email, name: contact.name, metadata: { userId: contact.userId } },
        // two first checkouts at once still make one customer
        { idempotencyKey: `customer-${contact.userId}` },
      );
      return customer.id;
    });
  }

  findPromotion(code: string): Promise<Promotion | null> {
    return this.#call(async () => {
      const { data } = await this.#stripe.promotionCodes.list({
        code,
        active: true,
        limit: 1,
        expand: ['data.promotion.coupon'],
      });
      const promotion = data[0];
      if (!promotion?.active) return null;
      const now = this.#clock.now().getTime();
      if (promotion.expires_at !== null && promotion.expires_at * 1000 <= now) return null;
      if (promotion.max_redemptions !== null && promotion.times_redeemed >= promotion.max_redemptions)
        return null;
      const attached = promotion.promotion.coupon;
      const coupon = typeof attached === 'string' ? await this.#stripe.coupons.retrieve(attached) : attached;
      if (!coupon?.valid) return null;
      return {
        id: promotion.id,
        code: promotion.code.toUpperCase(),
        percentOff: coupon.percent_off ?? null,
        amountOff: coupon.amount_off ?? null,
      };
    });
  }

  createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    return this.#call(async () => {
      const session = await this.#stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price: request.priceId, quantity: 1 }],
        ...(request.promotion ? { discounts: [{ promotion_code: request.promotion.id }] } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { userId: request.userId },
        subscription_data: { metadata: { userId: request.userId } },
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { url: session.url };
    });
  }

  changePlan(
    subscriptionId: string,
    priceId: string,
    promotion: Promotion | null,
  ): Promise<ProviderSubscription> {
    return this.#call(async () => {
      const current = await this.#stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      const updated = await this.#stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
        // choosing a plan again withdraws a cancellation, whichever way it was set
        ...(current.cancel_at_period_end ? { cancel_at_period_end: false } : {}),
        ...(current.cancel_at !== null && !current.cancel_at_period_end ? { cancel_at: '' as const } : {}),
        ...(promotion ? { discounts: [{ promotion_code: promotion.id }] } : {}),
        expand: SUBSCRIPTION_EXPAND,
      });
      return subscriptionFrom(updated);
    });
  }

  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    return this.#call(async () => {
      const session = await this.#stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    });
  }

  listInvoices(customerId: string): Promise<Invoice[]> {
    return this.#call(async () => {
      const { data } = await this.#stripe.invoices.list({ customer: customerId, limit: INVOICES_SHOWN });
      // drafts are not bills yet: no number, no PDF
      return data.filter((invoice) => invoice.status !== 'draft').map(invoiceFrom);
    });
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    try {
      return subscriptionFrom(
        await this.#stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      throw providerUnavailable(err);
    }
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const current = await this.fetchSubscription(subscriptionId);
    if (!current || current.status === 'canceled' || current.status === 'incomplete_expired') return;
    await this.#call(() => this.#stripe.subscriptions.cancel(subscriptionId));
  }
}

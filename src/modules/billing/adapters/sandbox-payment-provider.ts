import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { SandboxPortal } from '../application/sandbox-portal.ts';
import { SANDBOX_CURRENCY } from '../application/sandbox-billing.ts';
import { BILLING_MESSAGES, conflict, unknownPrice } from '../domain/billing.errors.ts';
import type { PriceCatalog } from '../domain/plans.ts';
import { discountOn, findSandboxCoupon, type Promotion, type SandboxCoupon } from '../domain/promotion.ts';
import type { BillingContact, Invoice, ProviderSubscription } from '../domain/provider-records.ts';
import { asProviderSubscription, CHECKOUT_LIFETIME_MS } from '../domain/sandbox-records.ts';
import type { InvoiceFiles } from '../ports/invoice-documents.ts';
import type { CheckoutRequest, PaymentProvider } from '../ports/payment-provider.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';

/** The web app's pages that stand in for Stripe's hosted checkout and customer portal. */
export const SANDBOX_PAGES = {
  checkout: (sessionId: string) => `/checkout/sandbox/${sessionId}`,
  portal: '/billing/sandbox/portal',
} as const;

/**
 * The payment provider the product uses by default: Stripe's part played in our own database, so
 * checkout, portal, invoices and coupons work offline. Its pages are the web app's (relative links,
 * so they open on the origin the person is already signed in on).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #ledger: SandboxLedger;
  readonly #portal: SandboxPortal;
  readonly #files: InvoiceFiles;
  readonly #catalog: PriceCatalog;
  readonly #coupons: readonly SandboxCoupon[];
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(
    ledger: SandboxLedger,
    portal: SandboxPortal,
    files: InvoiceFiles,
    catalog: PriceCatalog,
    coupons: readonly SandboxCoupon[],
    clock: Clock,
    ids: Ids,
  ) {
    this.#ledger = ledger;
    this.#portal = portal;
    this.#files = files;
    this.#catalog = catalog;
    this.#coupons = coupons;
    this.#clock = clock;
    this.#ids = ids;
  }

  async createCustomer(contact: BillingContact): Promise<string> {
    const customer = await this.#ledger.addCustomer({
      id: `cus_sbx_${this.#ids.next()}`,
      userId: contact.userId,
      email: contact.email,
      name: contact.name,
      card: null,
      createdAt: this.#clock.now(),
    });
    return customer.id;
  }

  async findPromotion(code: string): Promise<Promotion | null> {
    const coupon = findSandboxCoupon(this.#coupons, code, this.#clock.now());
    return coupon
      ? { id: coupon.code, code: coupon.code, percentOff: coupon.percentOff, amountOff: coupon.amountOff }
      : null;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const price = this.#catalog.find(request.priceId);
    if (!price) throw unknownPrice();
    const now = this.#clock.now();
    const id = this.#ids.next();
    const coupon = request.promotion
      ? {
          code: request.promotion.code,
          percentOff: request.promotion.percentOff,
          amountOff: request.promotion.amountOff,
        }
      : null;
    await this.#ledger.addCheckout({
      id,
      userId: request.userId,
      customerId: request.customerId,
      priceId: price.priceId,
      plan: price.plan,
      interval: price.interval,
      amount: price.amountCents,
      discount: discountOn(price.amountCents, coupon),
      currency: SANDBOX_CURRENCY,
      coupon,
      status: 'open',
      subscriptionId: null,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      createdAt: now,
      completedAt: null,
    });
    return { url: SANDBOX_PAGES.checkout(id) };
  }

  async changePlan(
    subscriptionId: string,
    priceId: string,
    promotion: Promotion | null,
  ): Promise<ProviderSubscription> {
    const coupon = promotion && {
      code: promotion.code,
      percentOff: promotion.percentOff,
      amountOff: promotion.amountOff,
    };
    return asProviderSubscription(await this.#portal.changePlanOf(subscriptionId, priceId, coupon));
  }

  async createPortal(customerId: string): Promise<{ url: string }> {
    if (!(await this.#ledger.customer(customerId))) throw conflict(BILLING_MESSAGES.noBillingAccount);
    return { url: SANDBOX_PAGES.portal };
  }

  async listInvoices(customerId: string): Promise<Invoice[]> {
    const invoices = await this.#ledger.invoices(customerId);
    return Promise.all(
      invoices.map(async (invoice) => ({
        id: invoice.number,
        createdAt: invoice.createdAt,
        description: invoice.description,
        amount: invoice.total,
        pdfUrl: invoice.pdfKey ? await this.#files.linkTo(invoice.pdfKey) : null,
      })),
    );
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const subscription = await this.#ledger.subscription(subscriptionId);
    return subscription ? asProviderSubscription(subscription) : null;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = await this.#ledger.subscription(subscriptionId);
    if (!subscription || subscription.status === 'canceled') return;
    const now = this.#clock.now();
    await this.#ledger.saveSubscription({
      ...subscription,
      status: 'canceled',
      canceledAt: now,
      updatedAt: now,
    });
  }
}

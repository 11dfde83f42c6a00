import type {
  BillingContact,
  Invoice,
  ProviderName,
  ProviderSubscription,
} from '../domain/provider-records.ts';
import type { Promotion } from '../domain/promotion.ts';

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  priceId: string;
  /** A promotion `findPromotion` returned; applied to the checkout. */
  promotion: Promotion | null;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * The payment provider (Stripe, or the sandbox in our own database). Failures to reach it throw
 * PROVIDER_UNAVAILABLE.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the provider's customer for a user; called once per user, before the first checkout. */
  createCustomer(contact: BillingContact): Promise<string>;
  /** The active promotion with this (normalised) code, or null when there is none or it no longer applies. */
  findPromotion(code: string): Promise<Promotion | null>;
  /** A hosted checkout in subscription mode; answers where to send the browser. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /**
   * Moves a live subscription to another price in place (dropping a pending cancellation) and
   * answers the subscription as it is afterwards.
   */
  changePlan(
    subscriptionId: string,
    priceId: string,
    promotion: Promotion | null,
  ): Promise<ProviderSubscription>;
  /** The provider's billing portal for this customer; `returnUrl` is where it sends the browser back. */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<Invoice[]>;
  /** The subscription as the provider holds it now; null when the provider does not know it. */
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Ends a subscription at once (the account is being deleted); a subscription already ended is fine. */
  cancelNow(subscriptionId: string): Promise<void>;
}

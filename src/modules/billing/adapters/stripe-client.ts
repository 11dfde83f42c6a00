import Stripe from 'stripe';

/**
 * The Stripe API version the adapter is written against, pinned so the shapes it reads (billing
 * periods on subscription items, invoices' `parent.subscription_details`, promotion codes'
 * `promotion.coupon`) do not move under it when the account's default version changes. Webhook
 * endpoints should be created with the same version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** A Stripe client on the pinned version, with a time limit and two retries on network faults. */
export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    httpClient: Stripe.createFetchHttpClient(),
    appInfo: { name: 'Interview Coach' },
  });
}

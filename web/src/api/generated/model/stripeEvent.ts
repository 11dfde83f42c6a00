/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StripeEventData } from './stripeEventData.ts';

/**
 * A Stripe event object as Stripe sends it; only the listed fields are read, after the signature was verified.
 */
export interface StripeEvent {
  /** @maxLength 255 */
  id: string;
  /**
     * e.g. `checkout.session.completed`, `customer.subscription.updated`.
     * @maxLength 255
     */
  type: string;
  data: StripeEventData;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StripeEventData } from './stripeEventData.ts';

/**
 * A Stripe event object as Stripe sends it; only the listed fields are read, after the signature was verified. The one request body open to fields it does not list: Stripe adds fields to its events over time, and a refused delivery would be retried for days.
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
  [key: string]: unknown;
 }

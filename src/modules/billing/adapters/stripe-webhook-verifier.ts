import type Stripe from 'stripe';
import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import { badSignature } from '../domain/billing.errors.ts';
import type { ProviderEvent } from '../domain/provider-records.ts';
import type { WebhookVerifier } from '../ports/webhook-verifier.ts';

type Reference = string | { id?: unknown } | null | undefined;

function idOf(value: Reference): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof value.id === 'string') return value.id;
  return null;
}

/** The subscription and customer a Stripe event is about, from the fields each kind carries. */
export function eventReferences(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as Record<string, Reference | Record<string, unknown>>;
  const customerId = idOf(object.customer as Reference);
  let subscriptionId: string | null = null;
  if (event.type.startsWith('checkout.session.')) {
    subscriptionId = object.mode === 'subscription' ? idOf(object.subscription as Reference) : null;
  } else if (event.type.startsWith('customer.subscription.')) {
    subscriptionId = idOf(object.id as Reference);
  } else if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: Reference } | null } | null;
    // where this API version puts it, and where earlier versions did
    subscriptionId =
      idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription as Reference);
  }
  return { id: event.id, type: event.type, subscriptionId, customerId };
}

/** How far a delivery's signed time may be from ours, either way (Stripe's own default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The signed time (`t=`) of a `stripe-signature` header, in seconds; null when it has none. */
export function signedAt(header: string): number | null {
  const part = header.split(',').find((p) => p.trim().startsWith('t='));
  const value = part ? Number(part.trim().slice(2)) : Number.NaN;
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Stripe's signature on the raw body (`stripe-signature`: a timestamp and an HMAC of it with the
 * body, checked by the SDK). The signed time must lie within five minutes of ours in either
 * direction: the SDK refuses old deliveries, and a time ahead of ours is refused here (a signature
 * made for the future would otherwise stay replayable until that future had passed).
 */
export class StripeWebhookVerifier implements WebhookVerifier {
  readonly #stripe: Stripe;
  readonly #secret: string | undefined;
  readonly #now: () => number;
  constructor(stripe: Stripe, secret: string | undefined, now: () => number = Date.now) {
    this.#stripe = stripe;
    this.#secret = secret;
    this.#now = now;
  }

  verify(rawBody: string, signature: string | undefined): ProviderEvent {
    // without a secret nothing can be verified, so nothing is accepted
    if (!this.#secret) throw badSignature('No webhook secret is configured.');
    if (!signature) throw badSignature('The stripe-signature header is missing.');
    const now = this.#now();
    const at = signedAt(signature);
    if (at === null || Math.abs(Math.floor(now / 1000) - at) > SIGNATURE_TOLERANCE_SECONDS) {
      throw badSignature('The signature is not from the last five minutes.');
    }
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.#secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now,
      );
    } catch {
      throw badSignature('The signature does not match the body.');
    }
    return eventReferences(event);
  }
}

/** With the sandbox payment provider there is no Stripe to send webhooks: the endpoint is not found. */
export class NoWebhooks implements WebhookVerifier {
  verify(): ProviderEvent {
    throw new NotFoundError('Stripe webhook endpoint');
  }
}

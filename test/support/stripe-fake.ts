import { HttpResponse, http, type PathParams } from 'msw';
import Stripe from 'stripe';

/**
 * Stripe's HTTP API for tests, in the request and response shapes Stripe documents
 * (https://docs.stripe.com/api): form-encoded requests to https://api.stripe.com/v1, JSON objects
 * with `object` names, lists as `{object: 'list', data, has_more, url}`, errors as
 * `{error: {type, code, message, param}}`. It keeps customers, promotion codes, checkout sessions,
 * subscriptions and invoices in memory and records every request, so tests can check what the
 * adapter sent. Webhook events are signed with the SDK's own test header helper.
 */
export const STRIPE_API = 'https://api.stripe.com';
export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';

export const FAKE_STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_ID_PRO_MONTHLY: 'price_1ProMonthly',
  STRIPE_PRICE_ID_PRO_YEARLY: 'price_1ProYearly',
  STRIPE_PRICE_ID_PREMIUM_MONTHLY: 'price_1PremiumMonthly',
  STRIPE_PRICE_ID_PREMIUM_YEARLY: 'price_1PremiumYearly',
} as const;

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields of the body, or the query of a GET, in Stripe's bracket notation. */
  params: Record<string, string>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

type Json = Record<string, unknown>;

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

function missing(kind: string, id: string) {
  return HttpResponse.json(
    {
      error: {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such ${kind}: '${id}'`,
        param: 'id',
        type: 'invalid_request_error',
      },
    },
    { status: 404 },
  );
}

function list(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url };
}

export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly promotionCodes: Json[] = [];
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices: Json[] = [];
  /** When set, every call answers this HTTP status with an api_error. */
  failWith: number | null = null;
  #counter = 0;
  // ids differ between fakes, as Stripe's never repeat: tests share one database
  readonly #run = Math.random().toString(36).slice(2, 8);
  readonly #stripe = new Stripe('sk_test_fake');

  #id(prefix: string): string {
    this.#counter += 1;
    return `${prefix}_${this.#run}${this.#counter.toString(36).padStart(8, '0')}`;
  }

  /** How many requests went to a method and path (path without the query). */
  count(method: string, path: string): number {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }

  addPromotionCode(
    code: string,
    coupon: { percent_off?: number; amount_off?: number },
    extra: Json = {},
  ): Json {
    const promotion = {
      id: this.#id('promo'),
      object: 'promotion_code',
      active: true,
      code,
      created: now(),
      customer: null,
      expires_at: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      promotion: {
        type: 'coupon',
        coupon: {
          id: this.#id('coupon'),
          object: 'coupon',
          amount_off: coupon.amount_off ?? null,
          currency: coupon.amount_off ? 'usd' : null,
          duration: 'once',
          percent_off: coupon.percent_off ?? null,
          valid: true,
          times_redeemed: 0,
        },
      },
      restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      times_redeemed: 0,
      ...extra,
    };
    this.promotionCodes.push(promotion);
    return promotion;
  }

  /** A subscription as Stripe returns it; the billing period is on its item (this API version). */
  subscription(id: string, customer: string, price: string, status: string, extra: Json = {}): Json {
    const start = now();
    const subscription = {
      id,
      object: 'subscription',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      currency: 'usd',
      customer,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id.slice(4)}`,
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: start + MONTH,
            price: { id: price, object: 'price', active: true, currency: 'usd', type: 'recurring' },
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
      metadata: {},
      status,
      ...extra,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** What Stripe does when a customer pays a checkout session: a subscription and a paid invoice. */
  pay(sessionId: string, status = 'active'): { session: Json; subscription: Json } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const subscription = this.subscription(
      this.#id('sub'),
      String(session.customer),
      String(session.price),
      status,
    );
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    this.invoices.unshift({
      id: this.#id('in'),
      object: 'invoice',
      amount_due: 1900,
      amount_paid: 1900,
      created: now(),
      currency: 'usd',
      customer: session.customer,
      description: null,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_1/test_${subscription.id}/pdf`,
      lines: {
        object: 'list',
        data: [
          { id: 'il_1', object: 'line_item', description: '1 × Interview Coach Pro (at $19.00 / month)' },
        ],
        has_more: false,
      },
      number: `ABC-${this.invoices.length + 1001}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      status: 'paid',
      total: 1900,
    });
    return { session, subscription };
  }

  /** An event of the given type about an object, as Stripe sends it to a webhook endpoint. */
  event(type: string, object: Json, id = this.#id('evt')): { id: string; body: string } {
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    return { id, body };
  }

  /** The `stripe-signature` header Stripe would send with this body (signed now, unless told when). */
  sign(body: string, secret = WEBHOOK_SECRET, timestamp?: number): string {
    return this.#stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  }

  async #record(request: Request, path: string): Promise<RecordedRequest> {
    const url = new URL(request.url);
    const form =
      request.method === 'GET' || request.method === 'DELETE'
        ? url.searchParams
        : new URLSearchParams(await request.text());
    const recorded = {
      method: request.method,
      path,
      params: Object.fromEntries(form.entries()),
      idempotencyKey: request.headers.get('idempotency-key'),
      stripeVersion: request.headers.get('stripe-version'),
    };
    this.requests.push(recorded);
    return recorded;
  }

  #failure() {
    return HttpResponse.json(
      { error: { type: 'api_error', message: 'An unknown error occurred' } },
      { status: this.failWith ?? 500, headers: { 'stripe-should-retry': 'false' } },
    );
  }

  get handlers() {
    const guard =
      (path: string, answer: (r: RecordedRequest, id: string) => Response) =>
      async ({ request, params }: { request: Request; params: PathParams }) => {
        const id = typeof params.id === 'string' ? params.id : '';
        const recorded = await this.#record(request, path.replace(':id', id));
        return this.failWith ? this.#failure() : answer(recorded, id);
      };
    return [
      http.post(
        `${STRIPE_API}/v1/customers`,
        guard('/v1/customers', (r) => {
          const id = this.#id('cus');
          const customer = {
            id,
            object: 'customer',
            created: now(),
            email: r.params.email ?? null,
            name: r.params.name ?? null,
            livemode: false,
            metadata: { userId: r.params['metadata[userId]'] },
          };
          this.customers.set(id, customer);
          return HttpResponse.json(customer);
        }),
      ),
      http.get(
        `${STRIPE_API}/v1/promotion_codes`,
        guard('/v1/promotion_codes', (r) => {
          const code = (r.params.code ?? '').toUpperCase();
          const found = this.promotionCodes.filter(
            (p) => String(p.code).toUpperCase() === code && (r.params.active !== 'true' || p.active === true),
          );
          return HttpResponse.json(list('/v1/promotion_codes', found.slice(0, Number(r.params.limit ?? 10))));
        }),
      ),
      http.post(
        `${STRIPE_API}/v1/checkout/sessions`,
        guard('/v1/checkout/sessions', (r) => {
          const id = this.#id('cs_test');
          const session = {
            id,
            object: 'checkout.session',
            client_reference_id: r.params.client_reference_id ?? null,
            customer: r.params.customer ?? null,
            mode: r.params.mode,
            payment_status: 'unpaid',
            status: 'open',
            subscription: null,
            success_url: r.params.success_url,
            cancel_url: r.params.cancel_url,
            url: `https://checkout.stripe.com/c/pay/${id}`,
            price: r.params['line_items[0][price]'],
          };
          this.sessions.set(id, session);
          return HttpResponse.json(session);
        }),
      ),
      http.get(
        `${STRIPE_API}/v1/subscriptions/:id`,
        guard('/v1/subscriptions/:id', (_r, id) => {
          const subscription = this.subscriptions.get(id);
          return subscription ? HttpResponse.json(subscription) : missing('subscription', id);
        }),
      ),
      http.post(
        `${STRIPE_API}/v1/subscriptions/:id`,
        guard('/v1/subscriptions/:id', (r, id) => {
          const subscription = this.subscriptions.get(id);
          if (!subscription) return missing('subscription', id);
          const price = r.params['items[0][price]'];
          const items = subscription.items as { data: Json[] };
          const item = items.data[0] as Json;
          if (price) item.price = { ...(item.price as Json), id: price };
          if (r.params.cancel_at_period_end !== undefined) {
            subscription.cancel_at_period_end = r.params.cancel_at_period_end === 'true';
          }
          if (r.params.cancel_at === '') subscription.cancel_at = null;
          return HttpResponse.json(subscription);
        }),
      ),
      http.delete(
        `${STRIPE_API}/v1/subscriptions/:id`,
        guard('/v1/subscriptions/:id', (_r, id) => {
          const subscription = this.subscriptions.get(id);
          if (!subscription) return missing('subscription', id);
          Object.assign(subscription, { status: 'canceled', canceled_at: now() });
          return HttpResponse.json(subscription);
        }),
      ),
      http.post(
        `${STRIPE_API}/v1/billing_portal/sessions`,
        guard('/v1/billing_portal/sessions', (r) =>
          HttpResponse.json({
            id: this.#id('bps'),
            object: 'billing_portal.session',
            customer: r.params.customer,
            livemode: false,
            return_url: r.params.return_url,
            url: `https://billing.stripe.com/p/session/test_${r.params.customer}`,
          }),
        ),
      ),
      http.get(
        `${STRIPE_API}/v1/invoices`,
        guard('/v1/invoices', (r) =>
          HttpResponse.json(
            list(
              '/v1/invoices',
              this.invoices
                .filter((i) => i.customer === r.params.customer)
                .slice(0, Number(r.params.limit ?? 10)),
            ),
          ),
        ),
      ),
    ];
  }
}

import { beforeEach, describe, expect, it } from 'vitest';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { StripeFake, WEBHOOK_SECRET } from '../../../../test/support/stripe-fake.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { STRIPE_API_VERSION, stripeClient } from './stripe-client.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { StripeWebhookVerifier } from './stripe-webhook-verifier.ts';

describe('the Stripe payment provider, against Stripe’s documented HTTP shapes', () => {
  let fake: StripeFake;
  let provider: StripePaymentProvider;
  const clock = new FixedClock(new Date());
  beforeEach(() => {
    fake = new StripeFake();
    mswServer.use(...fake.handlers);
    provider = new StripePaymentProvider(stripeClient('sk_test_fake'), clock);
  });

  it('creates one customer per user, idempotently, on the pinned API version', async () => {
    const id = await provider.createCustomer({ userId: 'u-1', email: 'ada@example.com', name: 'Ada' });
    expect(id).toMatch(/^cus_/);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'ada@example.com', name: 'Ada', 'metadata[userId]': 'u-1' },
      idempotencyKey: 'customer-u-1',
      stripeVersion: STRIPE_API_VERSION,
    });
  });

  it('opens Checkout in subscription mode for the price, with the user as client_reference_id', async () => {
    const { url } = await provider.createCheckout({
      userId: 'u-1',
      customerId: 'cus_1',
      priceId: 'price_1ProYearly',
      promotion: null,
      successUrl: 'https://coach.example/settings/plan?checkout=success',
      cancelUrl: 'https://coach.example/pricing',
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = fake.requests[0]?.params ?? {};
    expect(sent).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'u-1',
      'line_items[0][price]': 'price_1ProYearly',
      'line_items[0][quantity]': '1',
      success_url: 'https://coach.example/settings/plan?checkout=success',
      cancel_url: 'https://coach.example/pricing',
    });
    expect(Object.keys(sent).some((k) => k.startsWith('discounts'))).toBe(false);
  });

  it('finds an active promotion code with its coupon, and applies it to Checkout by id', async () => {
    const created = fake.addPromotionCode('WELCOME20', { percent_off: 20 });
    const promotion = await provider.findPromotion('WELCOME20');
    expect(promotion).toEqual({ id: created.id, code: 'WELCOME20', percentOff: 20, amountOff: null });
    expect(fake.requests[0]?.params).toMatchObject({
      code: 'WELCOME20',
      active: 'true',
      'expand[0]': 'data.promotion.coupon',
    });
    await provider.createCheckout({
      userId: 'u-1',
      customerId: 'cus_1',
      priceId: 'price_1ProMonthly',
      promotion,
      successUrl: 'https://coach.example/s',
      cancelUrl: 'https://coach.example/c',
    });
    expect(fake.requests[1]?.params['discounts[0][promotion_code]']).toBe(created.id);
  });

  it('does not accept a code that is unknown, expired, used up or whose coupon is no longer valid', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    fake.addPromotionCode('OLD', { percent_off: 10 }, { expires_at: past });
    fake.addPromotionCode('USED', { amount_off: 500 }, { max_redemptions: 3, times_redeemed: 3 });
    const dead = fake.addPromotionCode('DEAD', { percent_off: 10 });
    (dead.promotion as { coupon: { valid: boolean } }).coupon.valid = false;
    for (const code of ['NOPE', 'OLD', 'USED', 'DEAD']) expect(await provider.findPromotion(code)).toBeNull();
  });

  it('reads a subscription with its billing period from the item, and a cancellation either way', async () => {
    fake.subscription('sub_1', 'cus_1', 'price_1ProMonthly', 'past_due', { cancel_at: 1_900_000_000 });
    const subscription = await provider.fetchSubscription('sub_1');
    const items = fake.subscriptions.get('sub_1')?.items as { data: { current_period_end: number }[] };
    const item = items.data[0];
    expect(subscription).toMatchObject({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'past_due',
      priceId: 'price_1ProMonthly',
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
      cancelAtPeriodEnd: true,
    });
    expect(await provider.fetchSubscription('sub_missing')).toBeNull();
  });

  it('reads the discount a subscription bills with, expanded with its coupon, and until when', async () => {
    const discount = (coupon: Record<string, unknown>, start: number, end: number | null = null) => ({
      id: `di_${start}`,
      object: 'discount',
      checkout_session: null,
      customer: 'cus_1',
      end,
      invoice: null,
      invoice_item: null,
      promotion_code: 'promo_1',
      source: {
        type: 'coupon',
        coupon: { id: 'co_1', object: 'coupon', amount_off: null, percent_off: null, valid: true, ...coupon },
      },
      start,
      subscription: 'sub_1',
      subscription_item: null,
    });
    const periodOf = (id: string) => {
      const items = fake.subscriptions.get(id)?.items as {
        data: { current_period_start: number; current_period_end: number }[];
      };
      return items.data[0] ?? { current_period_start: 0, current_period_end: 0 };
    };
    const at = (seconds: number) => new Date(seconds * 1000);

    // forever: no end; the subscription is asked for with its discounts' coupons
    fake.subscription('sub_1', 'cus_1', 'price_1ProMonthly', 'active');
    const { current_period_start: start, current_period_end: end } = periodOf('sub_1');
    Object.assign(fake.subscriptions.get('sub_1') ?? {}, {
      discounts: [discount({ percent_off: 20, duration: 'forever' }, start)],
    });
    expect((await provider.fetchSubscription('sub_1'))?.discount).toEqual({
      percentOff: 20,
      amountOff: null,
      endsAt: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/subscriptions/sub_1',
      params: { 'expand[0]': 'discounts.source.coupon' },
    });

    // repeating: until Stripe's end of the discount
    Object.assign(fake.subscriptions.get('sub_1') ?? {}, {
      discounts: [discount({ amount_off: 500, currency: 'usd', duration: 'repeating' }, start, end + 86_400)],
    });
    expect((await provider.fetchSubscription('sub_1'))?.discount).toEqual({
      percentOff: null,
      amountOff: 500,
      endsAt: at(end + 86_400),
    });

    // once, given with this period: until it ends; given before a renewal: already over
    Object.assign(fake.subscriptions.get('sub_1') ?? {}, {
      discounts: [discount({ percent_off: 50, duration: 'once' }, start)],
    });
    expect((await provider.fetchSubscription('sub_1'))?.discount?.endsAt).toEqual(at(end));
    Object.assign(fake.subscriptions.get('sub_1') ?? {}, {
      discounts: [discount({ percent_off: 50, duration: 'once' }, start - 40 * 86_400)],
    });
    expect((await provider.fetchSubscription('sub_1'))?.discount?.endsAt).toEqual(at(start));

    // an id that was not expanded, or none at all: nothing known to take off
    Object.assign(fake.subscriptions.get('sub_1') ?? {}, { discounts: ['di_1'] });
    expect((await provider.fetchSubscription('sub_1'))?.discount).toBeNull();
    Object.assign(fake.subscriptions.get('sub_1') ?? {}, { discounts: [] });
    expect((await provider.fetchSubscription('sub_1'))?.discount).toBeNull();
  });

  it('changes the plan of the subscription item in place and withdraws a cancellation', async () => {
    fake.subscription('sub_1', 'cus_1', 'price_1ProMonthly', 'active', { cancel_at_period_end: true });
    const changed = await provider.changePlan('sub_1', 'price_1PremiumYearly', null);
    expect(changed).toMatchObject({ priceId: 'price_1PremiumYearly', cancelAtPeriodEnd: false });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_1',
      params: {
        'items[0][id]': 'si_1',
        'items[0][price]': 'price_1PremiumYearly',
        proration_behavior: 'create_prorations',
        cancel_at_period_end: 'false',
      },
    });
  });

  it('opens the customer portal returning to the billing page', async () => {
    const { url } = await provider.createPortal('cus_1', 'https://coach.example/settings/billing');
    expect(url).toBe('https://billing.stripe.com/p/session/test_cus_1');
    expect(fake.requests[0]?.params).toEqual({
      customer: 'cus_1',
      return_url: 'https://coach.example/settings/billing',
    });
  });

  it('lists invoices with the amount in cents, the date and Stripe’s PDF', async () => {
    const session = await provider.createCheckout({
      userId: 'u-1',
      customerId: 'cus_1',
      priceId: 'price_1ProMonthly',
      promotion: null,
      successUrl: 'https://coach.example/s',
      cancelUrl: 'https://coach.example/c',
    });
    fake.pay(session.url.split('/').pop() ?? '');
    const invoices = await provider.listInvoices('cus_1');
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      id: 'ABC-1001',
      amount: 1900,
      description: '1 × Interview Coach Pro (at $19.00 / month)',
      pdfUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/invoice\/.+\/pdf$/),
    });
    expect(invoices[0]?.createdAt).toBeInstanceOf(Date);
    expect(fake.requests.at(-1)?.params).toMatchObject({ customer: 'cus_1', limit: '24' });
  });

  it('cancels a live subscription at once, and leaves one already ended alone', async () => {
    fake.subscription('sub_1', 'cus_1', 'price_1ProMonthly', 'active');
    fake.subscription('sub_2', 'cus_1', 'price_1ProMonthly', 'canceled');
    await provider.cancelNow('sub_1');
    await provider.cancelNow('sub_2');
    expect(fake.count('DELETE', '/v1/subscriptions/sub_1')).toBe(1);
    expect(fake.count('DELETE', '/v1/subscriptions/sub_2')).toBe(0);
  });

  it('answers PROVIDER_UNAVAILABLE when Stripe fails', async () => {
    fake.failWith = 500;
    await expect(provider.createPortal('cus_1', 'https://coach.example')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    await expect(provider.fetchSubscription('sub_1')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});

describe('the Stripe webhook verifier', () => {
  const fake = new StripeFake();
  const verifier = new StripeWebhookVerifier(stripeClient('sk_test_fake'), WEBHOOK_SECRET);
  const subscription = fake.subscription('sub_9', 'cus_9', 'price_1ProMonthly', 'active');

  it('accepts an event signed with the secret and names its subscription and customer', () => {
    const { id, body } = fake.event('customer.subscription.updated', subscription);
    expect(verifier.verify(body, fake.sign(body))).toEqual({
      id,
      type: 'customer.subscription.updated',
      subscriptionId: 'sub_9',
      customerId: 'cus_9',
    });
  });

  it('finds the subscription of checkout and invoice events where this API version puts it', () => {
    const checkout = fake.event('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      customer: 'cus_9',
      subscription: 'sub_9',
      client_reference_id: 'someone',
    });
    expect(verifier.verify(checkout.body, fake.sign(checkout.body)).subscriptionId).toBe('sub_9');
    const invoice = fake.event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_9',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_9' } },
    });
    expect(verifier.verify(invoice.body, fake.sign(invoice.body)).subscriptionId).toBe('sub_9');
    const other = fake.event('payment_intent.created', {
      id: 'pi_1',
      object: 'payment_intent',
      customer: 'cus_9',
    });
    expect(verifier.verify(other.body, fake.sign(other.body)).subscriptionId).toBeNull();
  });

  it('refuses a missing or wrong signature and a body changed after signing', () => {
    const { body } = fake.event('customer.subscription.deleted', subscription);
    expect(() => verifier.verify(body, undefined)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
    expect(() => verifier.verify(body, fake.sign(body, 'whsec_someone_else'))).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
    const signature = fake.sign(body);
    expect(() => verifier.verify(body.replace('"active"', '"trialing"'), signature)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  it('takes a signed time within five minutes either way and nothing beyond, measured on its own clock', () => {
    const { body } = fake.event('customer.subscription.updated', subscription);
    const at = 1_900_000_000;
    const clocked = (seconds: number) =>
      new StripeWebhookVerifier(stripeClient('sk_test_fake'), WEBHOOK_SECRET, () => seconds * 1000);
    const signed = fake.sign(body, undefined, at);
    for (const now of [at - 300, at, at + 300])
      expect(clocked(now).verify(body, signed).subscriptionId).toBe('sub_9');
    for (const now of [at - 3600, at - 301, at + 301, at + 3600]) {
      expect(() => clocked(now).verify(body, signed)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
    }
    expect(() => verifier.verify(body, signed.replace(/t=\d+/, 't=soon'))).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  it('refuses every event while no webhook secret is configured', () => {
    const open = new StripeWebhookVerifier(stripeClient('sk_test_fake'), undefined);
    const { body } = fake.event('customer.subscription.updated', subscription);
    expect(() => open.verify(body, fake.sign(body))).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });
});

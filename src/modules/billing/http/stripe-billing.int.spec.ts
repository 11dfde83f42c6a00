import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, jsonRequest, signUp } from '../../../../test/support/accounts.ts';
import { post, profileOf } from '../../../../test/support/billing.ts';
import { auth, endTrial } from '../../../../test/support/documents.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { FAKE_STRIPE_ENV, StripeFake } from '../../../../test/support/stripe-fake.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

describe('billing on Stripe: checkout, webhooks and plan access', () => {
  let t: TestApp;
  let fake: StripeFake;
  beforeAll(async () => {
    t = await createTestApp(FAKE_STRIPE_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    fake = new StripeFake();
    mswServer.use(...fake.handlers);
  });

  const send = (body: string, signature?: string) =>
    t.request('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  const eventCount = async () => {
    const rows = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number | string }[]>('select count(*) as n from billing_events');
    return Number(rows[0]?.n ?? 0);
  };

  /** A signed-up person who went through Stripe Checkout for the price and whose payment Stripe took. */
  async function paid(priceId: string = FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_MONTHLY, status = 'active') {
    const me = await signUp(t);
    await endTrial(t, me.email);
    const started = await t.json<{ url: string }>(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId }),
    );
    expect(started.status).toBe(200);
    const { session, subscription } = fake.pay(started.body.url.split('/').pop() ?? '', status);
    return { me, session, subscription };
  }

  it('creates the customer before the first checkout and redirects to Stripe', async () => {
    const me = await signUp(t);
    const started = await t.json<{ url: string }>(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId: FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_YEARLY }),
    );
    expect(started.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [customer, checkout] = fake.requests;
    expect(customer?.path).toBe('/v1/customers');
    expect(checkout?.params).toMatchObject({ mode: 'subscription', customer: [...fake.customers.keys()][0] });
    expect(checkout?.params.success_url).toMatch(/\/settings\/plan\?checkout=success$/);
  });

  it('gives the plan once the signed checkout event is processed, and a replay changes nothing', async () => {
    const { me, session } = await paid();
    expect((await profileOf(t, me.token)).subscription.planName).toBe('Free');

    const event = fake.event('checkout.session.completed', session);
    const signature = fake.sign(event.body);
    expect((await send(event.body, signature)).status).toBe(200);
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription).toMatchObject({ planName: 'Pro', status: 'active' });
    const reads = fake.count('GET', `/v1/subscriptions/${String(session.subscription)}`);
    expect(reads).toBe(1);

    const replay = await send(event.body, signature);
    expect(await replay.json()).toEqual({ received: true });
    await t.application.jobs.settled();
    expect(fake.count('GET', `/v1/subscriptions/${String(session.subscription)}`)).toBe(reads);
  });

  it('ends up with the current state whatever order the events arrive in', async () => {
    const { me, subscription } = await paid();
    const created = fake.event('customer.subscription.created', { ...subscription });
    Object.assign(subscription, { status: 'canceled' });
    const deleted = fake.event('customer.subscription.deleted', { ...subscription });
    await send(deleted.body, fake.sign(deleted.body));
    await t.application.jobs.settled();
    // the older event arrives last, carrying the old state: Stripe is asked again
    await send(created.body, fake.sign(created.body));
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription).toMatchObject({
      planName: 'Free',
      status: 'canceled',
    });
  });

  it.each([
    ['trialing', 'Pro', 'trialing'],
    ['past_due', 'Pro', 'past_due'],
    ['unpaid', 'Free', 'unpaid'],
    ['paused', 'Free', 'paused'],
    ['incomplete', 'Free', 'incomplete'],
  ])('a %s subscription gives %s', async (status, plan, shown) => {
    const { me, subscription } = await paid(FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_MONTHLY, status);
    const event = fake.event('customer.subscription.updated', subscription);
    await send(event.body, fake.sign(event.body));
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription).toMatchObject({ planName: plan, status: shown });
  });

  it('treats a subscription whose first payment never went through as nothing bought', async () => {
    const { me, subscription } = await paid(
      FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_MONTHLY,
      'incomplete_expired',
    );
    const event = fake.event('customer.subscription.updated', subscription);
    await send(event.body, fake.sign(event.body));
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription).toEqual({
      planName: 'Free',
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
    });
  });

  it('shows a cancellation at the period end while the plan lasts', async () => {
    const { me, subscription } = await paid(FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PREMIUM_YEARLY);
    Object.assign(subscription, { cancel_at_period_end: true });
    const event = fake.event('customer.subscription.updated', subscription);
    await send(event.body, fake.sign(event.body));
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription).toMatchObject({
      planName: 'Premium',
      status: 'active',
      cancel_at_period_end: true,
    });
  });

  it('refuses a missing or forged signature with 400 and stores nothing', async () => {
    const { me, subscription } = await paid();
    const before = await eventCount();
    const event = fake.event('customer.subscription.updated', subscription);
    const unsigned = await send(event.body);
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).error).toBe('VALIDATION_FAILED');
    expect((await send(event.body, fake.sign(event.body, 'whsec_attacker'))).status).toBe(400);
    expect((await send(event.body, fake.sign('{"id":"evt_other"}'))).status).toBe(400);
    // correctly signed, but for an hour ahead or an hour ago: outside the tolerance either way
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now + 3600, now + 301 + 5, now - 3600]) {
      const res = await send(event.body, fake.sign(event.body, undefined, at));
      expect({ at: at - now, status: res.status }).toEqual({ at: at - now, status: 400 });
    }
    await t.application.jobs.settled();
    expect(await eventCount()).toBe(before);
    expect((await profileOf(t, me.token)).subscription.planName).toBe('Free');
  });

  it('acknowledges events it does not act on, and ignores subscriptions of customers that are not ours', async () => {
    const unknown = fake.event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect((await send(unknown.body, fake.sign(unknown.body))).status).toBe(200);
    const stranger = fake.subscription(
      'sub_stranger',
      'cus_not_ours',
      FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_MONTHLY,
      'active',
    );
    const event = fake.event('customer.subscription.created', stranger);
    expect((await send(event.body, fake.sign(event.body))).status).toBe(200);
    await t.application.jobs.settled();
    const rows = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number | string }[]>(
        "select count(*) as n from subscriptions where provider_subscription_id = 'sub_stranger'",
      );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('changes a live plan in place, lists Stripe’s invoices and opens the portal', async () => {
    const { me, session } = await paid();
    const event = fake.event('checkout.session.completed', session);
    await send(event.body, fake.sign(event.body));
    await t.application.jobs.settled();

    const changed = await t.json(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId: FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PREMIUM_MONTHLY }),
    );
    expect(changed.body).toEqual({ success: true });
    expect((await profileOf(t, me.token)).subscription.planName).toBe('Premium');

    const invoices = await t.json<{ amount: number; pdf: string; date: number }[]>('/api/user/invoices', {
      headers: auth(me.token),
    });
    expect(invoices.body[0]).toMatchObject({
      amount: 1900,
      pdf: expect.stringMatching(/^https:\/\/pay\.stripe\.com\//),
    });
    const portal = await t.json<{ url: string }>('/api/stripe/create-portal-session', post(me.token));
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(fake.requests.at(-1)?.params.return_url).toMatch(/\/settings\/billing$/);
  });

  it('ends the Stripe subscription when the account is deleted', async () => {
    const { me, session } = await paid();
    const event = fake.event('checkout.session.completed', session);
    await send(event.body, fake.sign(event.body));
    await t.application.jobs.settled();
    const deleted = await t.request(
      '/api/user/account',
      jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
    );
    expect(deleted.status).toBeLessThan(300);
    expect(fake.count('DELETE', `/v1/subscriptions/${String(session.subscription)}`)).toBe(1);
  });

  it('has no sandbox pages while Stripe is the provider', async () => {
    const me = await signUp(t);
    const res = await t.json('/api/billing/sandbox/portal', { headers: auth(me.token) });
    expect(res.status).toBe(404);
  });
});

describe('the Stripe webhook with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not found', async () => {
    const fake = new StripeFake();
    const { body } = fake.event('customer.subscription.updated', { id: 'sub_1', object: 'subscription' });
    const res = await t.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(body) },
      body,
    });
    expect(res.status).toBe(404);
  });
});

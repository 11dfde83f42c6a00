import assert from 'node:assert/strict';
import { AfterAll, Given, Then, When } from '@cucumber/cucumber';
import { signIn } from '../../test/support/accounts.ts';
import { GOOD_CARD } from '../../test/support/billing.ts';
import { mswServer } from '../../test/support/msw-server.ts';
import { FAKE_STRIPE_ENV, StripeFake } from '../../test/support/stripe-fake.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { clock, type CoachWorld } from '../support/world.ts';

const SECOND_RESUME = `Jamie Rivera
jamie@example.com

Experience
Data Engineer, Globex (2016 - 2019)
- Built nightly ETL jobs in Python

Skills: Python, SQL
`;

/** The application on Stripe (an msw fake of Stripe's API), started by the first scenario that needs it. */
let onStripe: { app: TestApp; stripe: StripeFake } | undefined;

interface BillingNotes {
  subscription?: Record<string, unknown>;
  session?: Record<string, unknown>;
  /** The last event sent. */
  event?: { id: string; body: string };
  /** An event made earlier and held back, to arrive late. */
  older?: { id: string; body: string };
  checkoutId?: string;
}
const notes = new WeakMap<CoachWorld, BillingNotes>();
const noted = (world: CoachWorld): BillingNotes => {
  const known = notes.get(world);
  if (known) return known;
  const fresh: BillingNotes = {};
  notes.set(world, fresh);
  return fresh;
};

function stripe(): StripeFake {
  assert.ok(onStripe, 'the scenario runs on Stripe');
  return onStripe.stripe;
}

const PRICES: Record<string, string> = {
  'Pro month': 'price_pro_monthly',
  'Pro year': 'price_pro_yearly',
  'Premium month': 'price_premium_monthly',
  'Premium year': 'price_premium_yearly',
};
const STRIPE_PRICES: Record<string, string> = {
  Pro: FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_MONTHLY,
  Premium: FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PREMIUM_MONTHLY,
};
const INTERVALS: Record<string, string> = { monthly: 'month', yearly: 'year' };

AfterAll(async () => {
  await onStripe?.app.close();
});

Given('billing runs on Stripe', async function (this: CoachWorld) {
  if (!onStripe) {
    onStripe = { app: await createTestApp(FAKE_STRIPE_ENV, { clock }), stripe: new StripeFake() };
    mswServer.use(...onStripe.stripe.handlers);
  }
  const app = onStripe.app;
  // every step of this scenario talks to the application on Stripe
  Object.defineProperty(this, 'app', { get: () => app, configurable: true });
});

async function webhook(world: CoachWorld, body: string, signature: string): Promise<void> {
  await world.send('POST', '/api/stripe/webhook', body, { 'stripe-signature': signature });
  await world.app.application.jobs.settled();
}

Given(
  'Stripe holds a {word} subscription of theirs in status {string}',
  async function (this: CoachWorld, plan: string, status: string) {
    const priceId = STRIPE_PRICES[plan];
    assert.ok(priceId, `a plan named ${plan}`);
    const res = await this.send('POST', '/api/stripe/create-checkout-session', { priceId });
    assert.equal(res.status, 200, res.text);
    const sessionId = String((res.json as { url: string }).url.split('/').pop());
    const { session, subscription } = stripe().pay(sessionId, status);
    // the billing period runs a month from the application's clock, which scenarios move
    const items = subscription.items as { data: { current_period_end: number }[] };
    for (const item of items.data)
      item.current_period_end = Math.floor(clock.now().getTime() / 1000) + 30 * 24 * 3600;
    Object.assign(noted(this), { session, subscription });
  },
);

Given("they cancel it at the period end in Stripe's portal", function (this: CoachWorld) {
  Object.assign(noted(this).subscription ?? {}, { cancel_at_period_end: true });
});

Given('Stripe has since canceled it', function (this: CoachWorld) {
  const n = noted(this);
  // the event about its creation was made before the cancellation, and is sent later
  n.older = stripe().event('customer.subscription.created', { ...n.subscription });
  Object.assign(n.subscription ?? {}, { status: 'canceled' });
});

When('Stripe sends the webhook event {string} about it', async function (this: CoachWorld, type: string) {
  const n = noted(this);
  const object = type.startsWith('checkout.') ? n.session : n.subscription;
  const event = stripe().event(type, { ...object });
  n.event = event;
  await webhook(this, event.body, stripe().sign(event.body));
});

When('Stripe sends an older {string} event about it', async function (this: CoachWorld, type: string) {
  const event = noted(this).older;
  assert.ok(event, 'an event was held back');
  assert.ok(event.body.includes(`"type":"${type}"`), `an earlier ${type} event`);
  await webhook(this, event.body, stripe().sign(event.body));
});

When('Stripe sends the same event again', async function (this: CoachWorld) {
  const event = noted(this).event;
  assert.ok(event, 'an event was sent');
  await webhook(this, event.body, stripe().sign(event.body));
});

Then('Stripe was asked for the subscription once', function (this: CoachWorld) {
  const id = String(noted(this).subscription?.id);
  assert.equal(stripe().count('GET', `/v1/subscriptions/${id}`), 1);
});

When('someone sends an event about it signed with another secret', async function (this: CoachWorld) {
  const forged = stripe().event('customer.subscription.updated', {
    ...noted(this).subscription,
    status: 'active',
  });
  await webhook(this, forged.body, stripe().sign(forged.body, 'whsec_someone_else'));
});

When('the period ends', async function (this: CoachWorld) {
  clock.advance(32 * 24 * 3600 * 1000);
  // the access token of a month ago has expired: the person signs in again
  this.token = (await signIn(this.app, this.email)).token;
});

async function profile(world: CoachWorld) {
  const res = await world.send('GET', '/api/user/profile');
  assert.equal(res.status, 200, res.text);
  return (res.json as { subscription: Record<string, unknown> }).subscription;
}

Then(
  'their plan is {string} with status {string}',
  async function (this: CoachWorld, plan: string, status: string) {
    const subscription = await profile(this);
    assert.equal(subscription.planName, plan);
    assert.equal(subscription.status, status);
  },
);

Then('it cancels at the period end', async function (this: CoachWorld) {
  assert.equal((await profile(this)).cancel_at_period_end, true);
});

Then('they have no subscription', async function (this: CoachWorld) {
  const subscription = await profile(this);
  assert.equal(subscription.planName, 'Free');
  assert.equal(subscription.status, null);
});

Then('uploading a second resume answers {int}', async function (this: CoachWorld, status: number) {
  const res = await this.upload('resume', 'second.txt', SECOND_RESUME);
  assert.equal(res.status, status, res.text);
});

// the sandbox payment provider (the shared application's default)

async function openCheckout(world: CoachWorld, plan: string, interval: string, coupon?: string) {
  const priceId = PRICES[`${plan} ${INTERVALS[interval]}`];
  assert.ok(priceId, `a price for ${plan} ${interval}`);
  return world.send('POST', '/api/stripe/create-checkout-session', {
    priceId,
    ...(coupon ? { promotionCode: coupon } : {}),
  });
}

When(
  'they ask for the sandbox checkout for {string} billed {string} with the coupon {string}',
  async function (this: CoachWorld, plan: string, interval: string, coupon: string) {
    await openCheckout(this, plan, interval, coupon);
  },
);

async function opened(world: CoachWorld, plan: string, interval: string, coupon?: string) {
  const res = await openCheckout(world, plan, interval, coupon);
  assert.equal(res.status, 200, res.text);
  noted(world).checkoutId = String((res.json as { url: string }).url.split('/').pop());
}

When(
  'they open the sandbox checkout for {string} billed {string} with the coupon {string}',
  async function (this: CoachWorld, plan: string, interval: string, coupon: string) {
    await opened(this, plan, interval, coupon);
  },
);

When(
  'they open the sandbox checkout for {string} billed {string}',
  async function (this: CoachWorld, plan: string, interval: string) {
    await opened(this, plan, interval);
  },
);

Then(
  'the checkout charges {float} dollars after a discount of {float}',
  async function (this: CoachWorld, due: number, discount: number) {
    const res = await this.send('GET', `/api/billing/sandbox/checkout-sessions/${noted(this).checkoutId}`);
    const session = res.json as { amountDue: number; discount: number };
    assert.equal(session.amountDue, Math.round(due * 100));
    assert.equal(session.discount, Math.round(discount * 100));
  },
);

When('they pay with the card {string}', async function (this: CoachWorld, cardNumber: string) {
  await this.send('POST', `/api/billing/sandbox/checkout-sessions/${noted(this).checkoutId}/complete`, {
    ...GOOD_CARD,
    cardNumber,
  });
  await this.app.application.jobs.settled();
});

Given(
  'they bought {string} billed {string} in the sandbox',
  async function (this: CoachWorld, plan: string, interval: string) {
    await opened(this, plan, interval);
    const res = await this.send(
      'POST',
      `/api/billing/sandbox/checkout-sessions/${noted(this).checkoutId}/complete`,
      GOOD_CARD,
    );
    assert.equal(res.status, 200, res.text);
    await this.app.application.jobs.settled();
  },
);

When('they cancel in the sandbox portal', async function (this: CoachWorld) {
  const res = await this.send('POST', '/api/billing/sandbox/portal/cancel');
  assert.equal(res.status, 200, res.text);
  await this.app.application.jobs.settled();
});

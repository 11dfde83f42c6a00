import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, jsonRequest, signUp } from '../../../../test/support/accounts.ts';
import {
  buyInSandbox,
  DECLINED_CARD,
  GOOD_CARD,
  post,
  profileOf,
  sandboxCheckout,
} from '../../../../test/support/billing.ts';
import { auth, endTrial, storedObjects, uploadText } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

describe('billing on the sandbox payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishes the pricing configuration to anyone', async () => {
    const res = await t.json('/api/pricing-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      PRICE_PRO_MONTHLY: 19,
      PRICE_PREMIUM_MONTHLY: 39,
      ANNUAL_DISCOUNT_PERCENT: 20,
      STRIPE_PRICE_ID_PRO_MONTHLY: 'price_pro_monthly',
      STRIPE_PRICE_ID_PRO_YEARLY: 'price_pro_yearly',
      STRIPE_PRICE_ID_PREMIUM_MONTHLY: 'price_premium_monthly',
      STRIPE_PRICE_ID_PREMIUM_YEARLY: 'price_premium_yearly',
    });
  });

  it('validates coupons upper-cased, signed in or not', async () => {
    const good = await t.json('/api/stripe/validate-coupon', post(null, { promotionCode: ' welcome20 ' }));
    expect(good).toMatchObject({
      status: 200,
      body: { valid: true, message: '20% off applied!', percentOff: 20 },
    });
    const amount = await t.json('/api/stripe/validate-coupon', post(null, { promotionCode: 'save5' }));
    expect(amount.body).toEqual({ valid: true, message: '$5.00 off applied!', amountOff: 500 });
    const bad = await t.json('/api/stripe/validate-coupon', post(null, { promotionCode: 'NOPE' }));
    expect(bad).toMatchObject({ status: 200, body: { valid: false, message: 'Invalid or expired coupon.' } });
  });

  it('sells annual Pro with a coupon: a declined card changes nothing, a good one gives the plan', async () => {
    const me = await signUp(t);
    await endTrial(t, me.email);
    await uploadText(t, me.token, 'resume', 'Ada Lovelace\nEngineer\nExperience\nWrote programs.');
    const blocked = await t.json('/api/upload/resume', {
      method: 'POST',
      headers: auth(me.token),
      body: (() => {
        const form = new FormData();
        form.append(
          'resume',
          new File(['Second resume text with enough words.'], 'two.txt', { type: 'text/plain' }),
        );
        return form;
      })(),
    });
    expect(blocked.status).toBe(402);

    const sessionId = await sandboxCheckout(t, me.token, 'price_pro_yearly', 'welcome20');
    const session = await t.json(`/api/billing/sandbox/checkout-sessions/${sessionId}`, {
      headers: auth(me.token),
    });
    // a year at the annual monthly price: round(19 x 12 x 0.8 / 12) = 15 dollars a month
    expect(session.body).toMatchObject({
      plan: 'Pro',
      interval: 'year',
      amount: 18000,
      discount: 3600,
      amountDue: 14400,
      coupon: { code: 'WELCOME20', percentOff: 20, amountOff: null },
      status: 'open',
    });

    const declined = await t.json(
      `/api/billing/sandbox/checkout-sessions/${sessionId}/complete`,
      post(me.token, DECLINED_CARD),
    );
    expect(declined).toMatchObject({
      status: 422,
      body: { error: 'UNPROCESSABLE', message: 'Your card was declined.' },
    });
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription.planName).toBe('Free');
    expect(
      (await t.json(`/api/billing/sandbox/checkout-sessions/${sessionId}`, { headers: auth(me.token) })).body,
    ).toMatchObject({ status: 'open' });

    const paid = await t.json(
      `/api/billing/sandbox/checkout-sessions/${sessionId}/complete`,
      post(me.token, GOOD_CARD),
    );
    expect(paid).toMatchObject({
      status: 200,
      body: { success: true, redirectUrl: '/settings/plan?checkout=success' },
    });
    await t.application.jobs.settled();

    const profile = await profileOf(t, me.token);
    expect(profile.subscription).toMatchObject({
      planName: 'Pro',
      status: 'active',
      cancel_at_period_end: false,
    });
    const again = await t.json(
      `/api/billing/sandbox/checkout-sessions/${sessionId}/complete`,
      post(me.token, GOOD_CARD),
    );
    expect(again.status).toBe(409);

    const invoices = await t.json<
      { id: string; amount: number; date: number; pdf: string | null; description: string }[]
    >('/api/user/invoices', { headers: auth(me.token) });
    expect(invoices.body).toHaveLength(1);
    expect(invoices.body[0]).toMatchObject({ amount: 14400, description: 'Interview Coach Pro (annual)' });
    const pdf = await t.request(
      new URL(invoices.body[0]?.pdf ?? '', 'http://localhost').pathname +
        new URL(invoices.body[0]?.pdf ?? '', 'http://localhost').search,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('removes the invoice PDFs with the account', async () => {
    const others = new Set(storedObjects(t));
    const me = await signUp(t);
    await endTrial(t, me.email);
    await buyInSandbox(t, me.token, 'price_pro_monthly');
    const invoices = await t.json<{ pdf: string | null }[]>('/api/user/invoices', {
      headers: auth(me.token),
    });
    expect(invoices.body).toMatchObject([{ pdf: expect.any(String) }]);
    // stored under the invoice's id, not the person's
    const mine = storedObjects(t).filter((key) => !others.has(key));
    expect(mine).toEqual([expect.stringMatching(/^invoices\/[^/]+\.pdf$/)]);
    const deleted = await t.request(
      '/api/user/account',
      jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
    );
    expect(deleted.status).toBe(204);
    expect(storedObjects(t).filter((key) => mine.includes(key))).toEqual([]);
  });

  it('keeps each checkout session to the person who started it', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const sessionId = await sandboxCheckout(t, owner.token, 'price_pro_monthly');
    const seen = await t.json(`/api/billing/sandbox/checkout-sessions/${sessionId}`, {
      headers: auth(stranger.token),
    });
    expect(seen.status).toBe(404);
    const paid = await t.json(
      `/api/billing/sandbox/checkout-sessions/${sessionId}/complete`,
      post(stranger.token, GOOD_CARD),
    );
    expect(paid.status).toBe(404);
    await t.application.jobs.settled();
    expect((await profileOf(t, stranger.token)).subscription.status).toBe('trialing');
  });

  it('refuses a price that is not one of the four and a coupon that does not apply, creating nothing', async () => {
    const me = await signUp(t);
    const price = await t.json(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId: 'price_free_forever' }),
    );
    expect(price).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
    const coupon = await t.json(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId: 'price_pro_monthly', promotionCode: 'BOGUS' }),
    );
    expect(coupon).toMatchObject({ status: 400, body: { message: 'Invalid or expired coupon.' } });
    const portal = await t.json('/api/stripe/create-portal-session', post(me.token));
    expect(portal.status).toBe(409);
    expect((await t.json('/api/user/invoices', { headers: auth(me.token) })).body).toEqual([]);
  });

  it('cancels at the period end in the portal, resumes, and changes plan in place', async () => {
    const me = await signUp(t);
    await buyInSandbox(t, me.token, 'price_pro_monthly');
    const portalUrl = await t.json<{ url: string }>('/api/stripe/create-portal-session', post(me.token));
    expect(portalUrl.body.url).toBe('/billing/sandbox/portal');

    const cancelled = await t.json('/api/billing/sandbox/portal/cancel', post(me.token));
    expect(cancelled.body).toMatchObject({
      subscription: { plan: 'Pro', status: 'active', cancel_at_period_end: true },
      card: { brand: 'visa', last4: '4242' },
    });
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription).toMatchObject({
      planName: 'Pro',
      cancel_at_period_end: true,
    });
    expect((await t.json('/api/billing/sandbox/portal/cancel', post(me.token))).status).toBe(409);

    await t.json('/api/billing/sandbox/portal/resume', post(me.token));
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription.cancel_at_period_end).toBe(false);

    const same = await t.json(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId: 'price_pro_monthly' }),
    );
    expect(same.status).toBe(409);
    const upgraded = await t.json(
      '/api/stripe/create-checkout-session',
      post(me.token, { priceId: 'price_premium_yearly' }),
    );
    expect(upgraded.body).toEqual({ success: true });
    expect((await profileOf(t, me.token)).subscription).toMatchObject({
      planName: 'Premium',
      status: 'active',
    });
    await t.application.jobs.settled();
    const invoices = await t.json<unknown[]>('/api/user/invoices', { headers: auth(me.token) });
    expect(invoices.body).toHaveLength(2);

    const viaPortal = await t.json(
      '/api/billing/sandbox/portal/plan',
      post(me.token, { priceId: 'price_pro_monthly' }, 'PUT'),
    );
    expect(viaPortal.body).toMatchObject({ subscription: { plan: 'Pro', interval: 'month' } });
    await t.application.jobs.settled();
    expect((await profileOf(t, me.token)).subscription.planName).toBe('Pro');

    const card = await t.json(
      '/api/billing/sandbox/portal/payment-method',
      post(me.token, { ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' }, 'PUT'),
    );
    expect(card.body).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
    const declined = await t.json(
      '/api/billing/sandbox/portal/payment-method',
      post(me.token, DECLINED_CARD, 'PUT'),
    );
    expect(declined.status).toBe(422);
    const realLooking = await t.json(
      '/api/billing/sandbox/portal/payment-method',
      post(me.token, { ...GOOD_CARD, cardNumber: '4111 1111 1111 1111' }, 'PUT'),
    );
    expect(realLooking.status).toBe(400);
  });
});

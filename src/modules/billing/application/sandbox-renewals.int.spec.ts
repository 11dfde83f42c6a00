import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../../../test/support/accounts.ts';
import { buyInSandbox, post, profileOf } from '../../../../test/support/billing.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { BILLING } from '../tokens.ts';

const DAY = 24 * 3600 * 1000;

describe('time passing at the sandbox payment provider', () => {
  const clock = new FixedClock('2026-11-24T09:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const sweep = () =>
    RequestContext.create(t.database.orm.em, () => t.application.resolve(BILLING.SandboxRenewals).sweep());

  it('ends a cancelled subscription with its period, and the plan goes at that moment', async () => {
    const me = await signUp(t);
    await buyInSandbox(t, me.token, 'price_pro_monthly');
    await t.json('/api/billing/sandbox/portal/cancel', post(me.token));
    await t.application.jobs.settled();

    clock.advance(31 * DAY);
    const { token } = await signIn(t, me.email);
    // the rule gives nothing past a cancelling period's end, before the provider says so
    expect((await profileOf(t, token)).subscription).toMatchObject({ planName: 'Free', status: 'canceled' });

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    await t.application.jobs.settled();
    expect((await profileOf(t, token)).subscription).toMatchObject({ planName: 'Free', status: 'canceled' });
    const portal = await t.json('/api/billing/sandbox/portal', { headers: auth(token) });
    expect(portal.body).toMatchObject({ subscription: { status: 'canceled' } });
    expect(await sweep()).toBe(0);
  });

  it('charges and invoices the next period of a subscription that renews', async () => {
    const me = await signUp(t);
    await buyInSandbox(t, me.token, 'price_premium_monthly');
    const before = await profileOf(t, me.token);

    clock.advance(31 * DAY);
    const { token } = await signIn(t, me.email);
    await sweep();
    await t.application.jobs.settled();
    const after = await profileOf(t, token);
    expect(after.subscription).toMatchObject({ planName: 'Premium', status: 'active' });
    expect(new Date(after.subscription.current_period_end ?? 0).getTime()).toBeGreaterThan(
      new Date(before.subscription.current_period_end ?? 0).getTime(),
    );
    const invoices = await t.json<{ amount: number }[]>('/api/user/invoices', { headers: auth(token) });
    expect(invoices.body.map((i) => i.amount)).toEqual([3900, 3900]);
  });
});

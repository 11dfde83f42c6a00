import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { withEntityManager } from '../../../shared/persistence/database.ts';
import { IDENTITY } from '../../identity/index.ts';

describe("billing's subscription lookup", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const inScope = <T>(work: () => Promise<T>) => withEntityManager(t.database.orm, work);
  const userIdOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

  it('answers what the user has paid for, and null without a subscription', async () => {
    const me = await signUp(t);
    const userId = userIdOf(me.token);
    const lookup = t.application.resolve(IDENTITY.SubscriptionLookup);
    expect(await inScope(() => lookup.forUser(userId))).toBeNull();

    await inScope(() =>
      runSql(
        t.database.orm,
        `insert into subscriptions (id, user_id, plan_name, status, billing_interval, current_period_end,
           cancel_at_period_end, provider, created_at, updated_at)
         values (?, ?, 'Premium', 'active', 'month', '2030-01-31T10:00:00.123Z', true, 'sandbox', now(), now())`,
        [randomUUID(), userId],
      ),
    );
    expect(await inScope(() => lookup.forUser(userId))).toEqual({
      planName: 'Premium',
      status: 'active',
      currentPeriodEnd: new Date('2030-01-31T10:00:00.123Z'),
      cancelAtPeriodEnd: true,
    });

    const profile = await t.json<{ subscription: unknown }>('/api/user/profile', { headers: auth(me.token) });
    expect(profile.body.subscription).toEqual({
      planName: 'Premium',
      status: 'active',
      current_period_end: '2030-01-31T10:00:00.123Z',
      cancel_at_period_end: true,
    });
  });
});

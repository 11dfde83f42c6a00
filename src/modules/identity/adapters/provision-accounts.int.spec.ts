import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { IDENTITY } from '../tokens.ts';
import type { ProvisionAccounts } from '../application/provision-accounts.ts';

describe('provisioning accounts', () => {
  let t: TestApp;
  let provision: ProvisionAccounts;
  const run = <T>(work: () => Promise<T>) => RequestContext.create(t.database.orm.em, work);

  beforeAll(async () => {
    t = await createTestApp();
    provision = t.application.resolve(IDENTITY.ProvisionAccounts);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds a demo user and an admin on an empty installation, once', async () => {
    const seeded = await run(() => provision.seedDemoAccounts());
    expect(seeded.map((a) => [a.email, a.role])).toEqual([
      ['demo@interview-coach.local', 'user'],
      ['admin@interview-coach.local', 'admin'],
    ]);
    const admin = seeded[1]!;
    const session = await signIn(t, admin.email, admin.password);
    const profile = await t.json<{ user: { role: string; email_verified: boolean } }>('/api/user/profile', {
      headers: { 'x-auth-token': session.token },
    });
    expect(profile.body.user).toMatchObject({ role: 'admin', email_verified: true });
    expect(await run(() => provision.seedDemoAccounts())).toEqual([]);
  });

  it('makes an existing account staff without touching its password', async () => {
    const result = await run(() => provision.grantRole('DEMO@interview-coach.local', 'support'));
    expect(result).toEqual({ email: 'demo@interview-coach.local', role: 'support' });
  });

  it('creates a missing staff account with a password that passes the rules', async () => {
    const result = await run(() => provision.grantRole('new.staff@example.com', 'admin'));
    expect(result.password).toMatch(/^.{18}$/);
    await signIn(t, 'new.staff@example.com', result.password);
  });
});

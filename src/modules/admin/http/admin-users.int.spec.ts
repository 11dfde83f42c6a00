import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMail, promote, signIn, signUp, signUpWithId } from '../../../../test/support/accounts.ts';
import { buyInSandbox, post } from '../../../../test/support/billing.ts';
import { auth, endTrial, storedObjects, uploadText } from '../../../../test/support/documents.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { FAKE_STRIPE_ENV, StripeFake } from '../../../../test/support/stripe-fake.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { ADMIN } from '../tokens.ts';

interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  planName: string;
  email_verified: boolean;
  created_at: string;
  last_login_at: string | null;
}
interface Page {
  users: AdminUser[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

const ADDRESS = '198.51.100.23';

describe('the admin user list and the staff actions on accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) => runSql<T[]>(t.application.orm, query, params);
  const staffCall = (token: string, body?: unknown, method = 'POST'): RequestInit => {
    const init = post(token, body, method);
    return { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ADDRESS } };
  };
  const audit = (targetId: string) =>
    t.application.resolve(ADMIN.AuditTrail).search({ page: 1, limit: 20, targetId });

  const staffMember = (role: 'admin' | 'support', name = 'Ada Admin') => signUpWithId(t, { role, name });
  const person = (name = 'Pat Person') => signUpWithId(t, { name });

  it('lists users newest first with role, status, plan, verification, creation and last sign-in, paged', async () => {
    const admin = await staffMember('admin');
    const older = await person('Older Person');
    await endTrial(t, older.email);
    const newer = await person('Newer Person');
    const { status, body } = await t.json<Page>('/api/admin/users?limit=2', { headers: auth(admin.token) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 2 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.totalPages).toBe(Math.ceil(body.total / 2));
    expect(body.users.map((u) => u.email)).toEqual([newer.email, older.email]);
    expect(body.users[0]).toEqual({
      id: newer.id,
      name: 'Newer Person',
      email: newer.email,
      role: 'user',
      status: 'active',
      planName: 'Pro',
      email_verified: false,
      created_at: expect.any(String),
      last_login_at: expect.any(String),
    });
    // the trial ended and nothing was bought: the Free plan, as the person's own profile says
    expect(body.users[1]?.planName).toBe('Free');
    const next = await t.json<Page>('/api/admin/users?limit=2&page=2', { headers: auth(admin.token) });
    expect(next.body.users[0]?.email).not.toBe(older.email);
  });

  it('shows the plan a subscription gives', async () => {
    const admin = await staffMember('admin');
    const buyer = await person('Premium Buyer');
    await endTrial(t, buyer.email);
    await buyInSandbox(t, buyer.token, 'price_premium_monthly');
    const { body } = await t.json<Page>(`/api/admin/users?search=${encodeURIComponent(buyer.email)}`, {
      headers: auth(admin.token),
    });
    expect(body.users.map((u) => [u.email, u.planName])).toEqual([[buyer.email, 'Premium']]);
  });

  it('searches the name or the e-mail, case-insensitively, with % and _ matching themselves', async () => {
    const support = await staffMember('support', 'Sam Support');
    const zed = await person('Zebedee Quillfeather');
    const byName = await t.json<Page>('/api/admin/users?search=quillFEATHER', {
      headers: auth(support.token),
    });
    expect(byName.body.users.map((u) => u.id)).toEqual([zed.id]);
    const byEmail = await t.json<Page>(
      `/api/admin/users?search=${encodeURIComponent(zed.email.toUpperCase())}`,
      {
        headers: auth(support.token),
      },
    );
    expect(byEmail.body.users.map((u) => u.id)).toEqual([zed.id]);
    const wildcard = await t.json<Page>('/api/admin/users?search=%25', { headers: auth(support.token) });
    expect(wildcard.body).toMatchObject({ users: [], total: 0, totalPages: 0 });
  });

  it('shows one user with their subscription, counts and newest activity; 404 for no one', async () => {
    const support = await staffMember('support', 'Sam Support');
    const pat = await person();
    await uploadText(
      t,
      pat.token,
      'resume',
      'Pat Person\nTypeScript engineer with five years of experience.',
    );
    const ticket = await t.json(
      '/api/support/tickets',
      post(pat.token, { feedback_type: 'Bug Report', message: 'Help' }),
    );
    expect(ticket.status).toBe(201);
    // after the sign-up and upload events the product itself recorded, newest last
    const start = Date.now() + 60_000;
    for (let i = 0; i < 12; i += 1) {
      await sql(
        `insert into activity_events (id, user_id, user_email, event, metadata, created_at)
         values (?, ?, ?, ?, ?::jsonb, ?)`,
        [
          crypto.randomUUID(),
          pat.id,
          pat.email,
          `event.${i}`,
          JSON.stringify({ n: i }),
          new Date(start + i * 60_000),
        ],
      );
    }
    const { status, body } = await t.json<{
      user: AdminUser;
      subscription: Record<string, unknown>;
      counts: Record<string, number>;
      recentActivity: { event: string; metadata: Record<string, unknown>; user_id: string }[];
    }>(`/api/admin/users/${pat.id}`, { headers: auth(support.token) });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: pat.id, email: pat.email, planName: 'Pro' });
    expect(body.subscription).toMatchObject({
      planName: 'Pro',
      status: 'trialing',
      cancel_at_period_end: false,
      trial_ends_at: expect.any(String),
    });
    expect(body.counts).toEqual({ documents: 1, sessions: 0, tickets: 1 });
    expect(body.recentActivity).toHaveLength(10);
    expect(body.recentActivity[0]).toMatchObject({ event: 'event.11', metadata: { n: 11 }, user_id: pat.id });
    expect(body.recentActivity.at(-1)?.event).toBe('event.2');

    const nobody = await t.json(`/api/admin/users/${crypto.randomUUID()}`, { headers: auth(support.token) });
    expect(nobody).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  describe('suspending', () => {
    it('signs the person out at once, everywhere, and writes the audit entry with before and after', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      const elsewhere = await signIn(t, pat.email);
      const requestId = `req-${crypto.randomUUID()}`;
      const res = await t.json<AdminUser>(`/api/admin/users/${pat.id}/suspend`, {
        ...staffCall(admin.token, { reason: '  Abusive messages to support  ' }),
        headers: {
          ...(staffCall(admin.token, {}).headers as Record<string, string>),
          'x-request-id': requestId,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: pat.id, status: 'suspended', role: 'user' });

      // the access token the person holds is refused on its very next request, the refresh tokens too
      const next = await t.json<{ message: string }>('/api/user/profile', { headers: auth(pat.token) });
      expect(next).toMatchObject({
        status: 401,
        body: { message: 'Your account has been suspended. Please contact support.' },
      });
      for (const cookie of [pat.cookie, elsewhere.cookie]) {
        const refreshed = await t.json('/api/auth/refresh_token', { method: 'POST', headers: { cookie } });
        expect(refreshed.status).toBe(401);
      }
      await expect(signIn(t, pat.email)).rejects.toThrow();

      const { entries } = await audit(pat.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        actorRole: 'admin',
        action: 'user.suspend',
        targetType: 'user',
        targetId: pat.id,
        before: { email: pat.email, status: 'active', role: 'user' },
        after: { email: pat.email, status: 'suspended', role: 'user' },
        reason: 'Abusive messages to support',
        ip: ADDRESS,
        requestId,
      });
    });

    it('is lifted with or without a reason; the person signs in again, old sessions stay ended', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      expect(
        (await t.json(`/api/admin/users/${pat.id}/suspend`, staffCall(admin.token, { reason: 'spam' })))
          .status,
      ).toBe(200);
      const lifted = await t.json<AdminUser>(`/api/admin/users/${pat.id}/un-suspend`, staffCall(admin.token));
      expect(lifted).toMatchObject({ status: 200, body: { status: 'active' } });
      expect((await t.json('/api/user/profile', { headers: auth(pat.token) })).status).toBe(401);
      const again = await signIn(t, pat.email);
      expect((await t.json('/api/user/profile', { headers: auth(again.token) })).status).toBe(200);
      const withReason = await t.json(
        `/api/admin/users/${pat.id}/un-suspend`,
        staffCall(admin.token, { reason: 'appeal accepted' }),
      );
      expect(withReason.status).toBe(200);
      const { entries } = await audit(pat.id);
      expect(entries.map((e) => [e.action, e.reason, e.before?.status, e.after?.status])).toEqual([
        ['user.unsuspend', 'appeal accepted', 'active', 'active'],
        ['user.unsuspend', null, 'suspended', 'active'],
        ['user.suspend', 'spam', 'active', 'suspended'],
      ]);
    });

    it('needs a reason that is not blank, and changes nothing without one', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      for (const body of [{}, { reason: 'no' }, { reason: '      ' }]) {
        const res = await t.json<{ error: string }>(
          `/api/admin/users/${pat.id}/suspend`,
          staffCall(admin.token, body),
        );
        expect(res).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
      }
      expect((await t.json('/api/user/profile', { headers: auth(pat.token) })).status).toBe(200);
      expect((await audit(pat.id)).entries).toHaveLength(0);
    });

    it('refuses staff their own account, with a clear message and no audit entry', async () => {
      const admin = await staffMember('admin');
      await staffMember('admin', 'Second Admin');
      const res = await t.json(
        `/api/admin/users/${admin.id}/suspend`,
        staffCall(admin.token, { reason: 'testing' }),
      );
      expect(res).toMatchObject({
        status: 403,
        body: { error: 'FORBIDDEN', message: 'You cannot suspend your own account.' },
      });
      expect((await t.json('/api/user/profile', { headers: auth(admin.token) })).status).toBe(200);
      expect((await audit(admin.id)).entries).toHaveLength(0);
    });

    it('refuses the last active admin even to a request that passed authentication before its actor was suspended', async () => {
      const ada = await staffMember('admin');
      const bea = await staffMember('admin', 'Bea Admin');
      const stillActive = await sql<{ id: string }>(
        `select id from users where role = 'admin' and status = 'active' and id not in (?, ?)`,
        [ada.id, bea.id],
      );
      // other tests' admins stay out of the count: this one is about Ada and Bea alone
      await sql(
        `update users set role = 'support' where id in (${stillActive.map(() => '?').join(',') || 'null'})`,
        stillActive.map((r) => r.id),
      );
      try {
        // Bea suspends Ada: allowed, Bea stays
        expect(
          (
            await t.json(
              `/api/admin/users/${ada.id}/suspend`,
              staffCall(bea.token, { reason: 'left the company' }),
            )
          ).status,
        ).toBe(200);
        // Ada's own request against Bea was already past authentication: the rule still holds
        const suspend = t.application.resolve(ADMIN.SuspendUser);
        const deleteUser = t.application.resolve(ADMIN.DeleteUser);
        const adaActs = {
          userId: ada.id,
          email: ada.email,
          role: 'admin' as const,
          ip: null,
          requestId: 'race',
        };
        await expect(suspend.execute(adaActs, bea.id, 'taking over')).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: 'This is the last active admin: make another admin before suspending this account.',
        });
        await expect(
          deleteUser.execute(adaActs, bea.id, { reason: 'taking over', confirmEmail: bea.email }),
        ).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/last active admin/) });
        expect((await t.json('/api/user/profile', { headers: auth(bea.token) })).status).toBe(200);
      } finally {
        await sql(
          `update users set role = 'admin' where id in (${stillActive.map(() => '?').join(',') || 'null'})`,
          stillActive.map((r) => r.id),
        );
      }
    });

    it('is undone, sessions and all, when its audit entry cannot be written', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      // a role the audit log refuses: the entry's insert fails after identity suspended the account
      const broken = {
        userId: admin.id,
        email: admin.email,
        role: 'owner' as unknown as 'admin',
        ip: null,
        requestId: 'broken',
      };
      await expect(
        t.application.resolve(ADMIN.SuspendUser).execute(broken, pat.id, 'should not stick'),
      ).rejects.toThrow();
      expect((await t.json('/api/user/profile', { headers: auth(pat.token) })).status).toBe(200);
      const refreshed = await t.json('/api/auth/refresh_token', {
        method: 'POST',
        headers: { cookie: pat.cookie },
      });
      expect(refreshed.status).toBe(200);
      expect((await audit(pat.id)).entries).toHaveLength(0);
    });

    it('answers 404 for no one', async () => {
      const admin = await staffMember('admin');
      const res = await t.json(
        `/api/admin/users/${crypto.randomUUID()}/suspend`,
        staffCall(admin.token, { reason: 'whoever' }),
      );
      expect(res.status).toBe(404);
    });
  });

  describe('resetting a password', () => {
    it('mails the person a reset link, ends their remembered sessions, and never shows a secret', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      const res = await t.request(
        `/api/admin/users/${pat.id}/reset-password`,
        staffCall(admin.token, { reason: 'Locked out, asked by phone' }),
      );
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'A password reset link has been sent to the user.' });

      const mail = await latestMail(t, pat.email);
      expect(mail.subject).toBe('Choose a new password');
      expect(mail.link).toMatch(/\/reset-password\?token=/);
      const token = decodeURIComponent(new URL(mail.link).searchParams.get('token') ?? '');
      expect(text).not.toContain(token);
      expect(
        (await t.json('/api/auth/refresh_token', { method: 'POST', headers: { cookie: pat.cookie } })).status,
      ).toBe(401);

      const { entries } = await audit(pat.id);
      expect(entries[0]).toMatchObject({
        action: 'user.reset_password',
        reason: 'Locked out, asked by phone',
      });
      expect(JSON.stringify(entries[0])).not.toContain(token);

      const reset = await t.json('/api/auth/reset-password', post(null, { token, password: 'N3w!password' }));
      expect(reset.status).toBe(200);
      await signIn(t, pat.email, 'N3w!password');
    });

    it('needs a reason and is for admins only', async () => {
      const admin = await staffMember('admin');
      const support = await staffMember('support', 'Sam Support');
      const pat = await person();
      expect(
        (await t.json(`/api/admin/users/${pat.id}/reset-password`, staffCall(admin.token, {}))).status,
      ).toBe(400);
      const refused = await t.json(
        `/api/admin/users/${pat.id}/reset-password`,
        staffCall(support.token, { reason: 'asked' }),
      );
      expect(refused).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    });
  });

  describe('deleting', () => {
    it('removes the person with their documents, stored files, tickets and subscription, and answers a receipt', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      await uploadText(
        t,
        pat.token,
        'resume',
        'Pat Person\nTypeScript engineer with five years of experience.',
      );
      await uploadText(t, pat.token, 'job', 'Senior TypeScript engineer wanted.');
      const files = storedObjects(t).filter((key) => key.includes(pat.id));
      expect(files).toHaveLength(2);
      await t.json('/api/support/tickets', post(pat.token, { feedback_type: 'Bug Report', message: 'Help' }));
      await endTrial(t, pat.email);
      const before = new Set(storedObjects(t));
      await buyInSandbox(t, pat.token, 'price_pro_monthly');
      // the sandbox's invoice PDF, kept under the invoice's id
      const invoicePdfs = storedObjects(t).filter((key) => !before.has(key));
      expect(invoicePdfs).toEqual([expect.stringMatching(/^invoices\//)]);

      const res = await t.json<{ userId: string; deletedAt: string; removed: Record<string, unknown> }>(
        `/api/admin/users/${pat.id}`,
        staffCall(
          admin.token,
          { reason: 'GDPR erasure request', confirmEmail: ` ${pat.email.toUpperCase()} ` },
          'DELETE',
        ),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        userId: pat.id,
        deletedAt: expect.any(String),
        removed: {
          documents: 2,
          storedFiles: 3,
          sessions: 0,
          tickets: 1,
          notifications: expect.any(Number),
          subscriptionCancelled: true,
        },
      });

      expect((await t.json(`/api/admin/users/${pat.id}`, { headers: auth(admin.token) })).status).toBe(404);
      for (const table of [
        'users',
        'documents',
        'support_tickets',
        'subscriptions',
        'refresh_tokens',
        'sandbox_customers',
      ]) {
        const column = table === 'users' ? 'id' : 'user_id';
        const rows = await sql(`select 1 from ${table} where ${column} = ?`, [pat.id]);
        expect(rows, table).toHaveLength(0);
      }
      expect(storedObjects(t).filter((key) => key.includes(pat.id) || invoicePdfs.includes(key))).toEqual([]);
      expect((await t.json('/api/user/profile', { headers: auth(pat.token) })).status).toBe(401);

      const { entries } = await audit(pat.id);
      expect(entries[0]).toMatchObject({
        action: 'user.delete',
        actorEmail: admin.email,
        reason: 'GDPR erasure request',
        before: { email: pat.email, removed: res.body.removed },
        after: null,
      });
    });

    it('refuses a confirmation that is not the person’s e-mail and keeps everything', async () => {
      const admin = await staffMember('admin');
      const pat = await person();
      const res = await t.json(
        `/api/admin/users/${pat.id}`,
        staffCall(
          admin.token,
          { reason: 'GDPR erasure request', confirmEmail: 'someone@example.com' },
          'DELETE',
        ),
      );
      expect(res).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
      expect((await t.json(`/api/admin/users/${pat.id}`, { headers: auth(admin.token) })).status).toBe(200);
      expect((await audit(pat.id)).entries).toHaveLength(0);
    });

    it('refuses staff their own account and needs a reason', async () => {
      const admin = await staffMember('admin');
      const self = await t.json(
        `/api/admin/users/${admin.id}`,
        staffCall(admin.token, { reason: 'leaving', confirmEmail: admin.email }, 'DELETE'),
      );
      expect(self).toMatchObject({
        status: 403,
        body: { message: 'You cannot delete your own account from the admin area.' },
      });
      const pat = await person();
      const noReason = await t.json(
        `/api/admin/users/${pat.id}`,
        staffCall(admin.token, { confirmEmail: pat.email }, 'DELETE'),
      );
      expect(noReason.status).toBe(400);
      expect((await t.json(`/api/admin/users/${pat.id}`, { headers: auth(admin.token) })).status).toBe(200);
    });
  });
});

describe('deleting a person who pays through Stripe', () => {
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

  it('cancels the subscription at Stripe at once and says so in the receipt', async () => {
    const admin = await signUp(t, { name: 'Ada Admin' });
    await promote(t, admin.email, 'admin');
    const pat = await signUp(t);
    await endTrial(t, pat.email);
    const started = await t.json<{ url: string }>(
      '/api/stripe/create-checkout-session',
      post(pat.token, { priceId: FAKE_STRIPE_ENV.STRIPE_PRICE_ID_PRO_MONTHLY }),
    );
    const { session } = fake.pay(started.body.url.split('/').pop() ?? '');
    const event = fake.event('checkout.session.completed', session);
    expect(
      (
        await t.request('/api/stripe/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(event.body) },
          body: event.body,
        })
      ).status,
    ).toBe(200);
    await t.application.jobs.settled();
    const [row] = await runSql<{ id: string }[]>(
      t.application.orm,
      'select id from users where email_normalized = ?',
      [pat.email],
    );
    const res = await t.json<{ removed: { subscriptionCancelled: boolean } }>(
      `/api/admin/users/${row?.id}`,
      post(admin.token, { reason: 'Fraudulent account', confirmEmail: pat.email }, 'DELETE'),
    );
    expect(res.status).toBe(200);
    expect(res.body.removed.subscriptionCancelled).toBe(true);
    expect(fake.count('DELETE', `/v1/subscriptions/${String(session.subscription)}`)).toBe(1);
  });
});

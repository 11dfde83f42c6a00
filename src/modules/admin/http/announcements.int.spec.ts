import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';

interface Announcement {
  id: string;
  type: string;
  message: string;
  is_feature: boolean;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}
interface Entry {
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actor_email: string;
}

describe('announcements in the admin area', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { name: 'Ada Admin' });
    await promote(t, admin.email, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const base = {
    type: 'Informational',
    message: 'New reports are here',
    is_active: true,
    starts_at: null,
    ends_at: null,
  };
  const create = (body: unknown, token = admin.token) =>
    t.json<Announcement & { error?: string; message: string }>(
      '/api/admin/announcements',
      jsonRequest('POST', body, auth(token)),
    );
  const update = (id: string, body: unknown) =>
    t.json<Announcement & { error?: string }>(
      `/api/admin/announcements/${id}`,
      jsonRequest('PUT', body, auth(admin.token)),
    );
  const remove = (id: string) =>
    t.request(`/api/admin/announcements/${id}`, { method: 'DELETE', headers: auth(admin.token) });
  const active = async () =>
    (await t.json<{ id: string; message: string }[]>('/api/announcements/active')).body;
  const auditOf = async (id: string) =>
    (await t.json<{ entries: Entry[] }>(`/api/admin/audit-log?target=${id}`, { headers: auth(admin.token) }))
      .body.entries;
  const featureNotices = async () =>
    Number(
      (
        await runSql<{ n: string | number }[]>(
          t.application.orm,
          "select count(*) as n from notifications where type = 'feature_announcement'",
        )
      )[0]?.n,
    );
  const users = async () =>
    Number(
      (
        await runSql<{ n: string | number }[]>(
          t.application.orm,
          "select count(*) as n from users where status = 'active'",
        )
      )[0]?.n,
    );

  it('creates, lists, replaces and deletes, each audited with the values before and after', async () => {
    const created = await create({ ...base, message: '  New reports are here  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...base, is_feature: false, id: expect.any(String) });
    const id = created.body.id;

    const listed = await t.json<Announcement[]>('/api/admin/announcements', { headers: auth(admin.token) });
    expect(listed.body[0]).toEqual(created.body);
    expect((await active()).map((a) => a.id)).toContain(id);

    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const replaced = await update(id, {
      ...base,
      type: 'Warning',
      message: 'Reports moved',
      ends_at: endsAt,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      type: 'Warning',
      message: 'Reports moved',
      ends_at: endsAt,
      created_at: created.body.created_at,
    });

    expect((await remove(id)).status).toBe(204);
    expect((await active()).map((a) => a.id)).not.toContain(id);
    expect((await remove(id)).status).toBe(404);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual([
      'announcement.delete',
      'announcement.update',
      'announcement.create',
    ]);
    expect(entries[2]).toMatchObject({
      target_type: 'announcement',
      actor_email: admin.email,
      before: null,
      after: { type: 'Informational', message: 'New reports are here', is_active: true, is_feature: false },
    });
    expect(entries[1]).toMatchObject({
      before: { type: 'Informational', message: 'New reports are here', ends_at: null },
      after: { type: 'Warning', message: 'Reports moved', ends_at: endsAt },
    });
    expect(entries[0]).toMatchObject({ before: { message: 'Reports moved' }, after: null });
  });

  it('refuses a blank message or a window that ends before it starts with 400, and unknown ids with 404', async () => {
    const startsAt = '2026-12-02T00:00:00.000Z';
    for (const body of [
      { ...base, message: '   ' },
      { ...base, message: '' },
      { ...base, starts_at: startsAt, ends_at: '2026-12-01T00:00:00.000Z' },
      { ...base, starts_at: startsAt, ends_at: startsAt },
      { ...base, type: 'Shout' },
    ]) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    const missing = await update(crypto.randomUUID(), base);
    expect(missing.status).toBe(404);
    const notAnId = await update('nope', base);
    expect(notAnId.status).toBe(400);
  });

  it('shows only active announcements in the shell’s banners', async () => {
    const { body } = await create({ ...base, message: 'Draft for later', is_active: false });
    expect((await active()).map((a) => a.id)).not.toContain(body.id);
    await update(body.id, { ...base, message: 'Draft for later' });
    expect((await active()).map((a) => a.id)).toContain(body.id);
    await update(body.id, { ...base, message: 'Draft for later', is_active: false });
    expect((await active()).map((a) => a.id)).not.toContain(body.id);
  });

  it('notifies everyone of a feature announcement once, however often it is saved', async () => {
    await signUp(t);
    await signUp(t);
    const before = await featureNotices();
    // inactive: nobody hears of it yet
    const { body } = await create({
      ...base,
      message: 'Voice answers are here',
      is_feature: true,
      is_active: false,
    });
    await t.application.jobs.settled();
    expect(await featureNotices()).toBe(before);
    // published: everyone does
    await update(body.id, { ...base, message: 'Voice answers are here', is_feature: true });
    await t.application.jobs.settled();
    const everyone = await users();
    expect(await featureNotices()).toBe(before + everyone);
    // saved again, switched off and on: nobody hears twice
    await update(body.id, { ...base, message: 'Voice answers are here!', is_feature: true });
    await update(body.id, {
      ...base,
      message: 'Voice answers are here!',
      is_feature: true,
      is_active: false,
    });
    await update(body.id, { ...base, message: 'Voice answers are here!', is_feature: true });
    await t.application.jobs.settled();
    expect(await featureNotices()).toBe(before + everyone);

    // created active as a feature: at once
    await create({ ...base, message: 'Reports as PDF', is_feature: true });
    await t.application.jobs.settled();
    expect(await featureNotices()).toBe(before + 2 * everyone);
  });

  it('is for admins only', async () => {
    const support = await signUp(t);
    await promote(t, support.email, 'support');
    expect((await create(base, support.token)).status).toBe(403);
    expect((await t.json('/api/admin/announcements', { headers: auth(support.token) })).status).toBe(403);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, jsonRequest, signUpWithId } from '../../../../test/support/accounts.ts';
import { auth, uploadText } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { IDENTITY } from '../../identity/index.ts';
import { LAST_ADMIN_OWN_DELETION } from '../domain/staff-rules.ts';
import { ADMIN } from '../tokens.ts';

const ADDRESS = '198.51.100.77';

/** DELETE /api/user/account, as the signed-in person, from the test's client address. */
describe('staff deleting their own account (DELETE /api/user/account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) => runSql<T[]>(t.application.orm, query, params);
  const exists = async (id: string) => (await sql('select 1 from users where id = ?', [id])).length === 1;
  const audit = (targetId: string) =>
    t.application.resolve(ADMIN.AuditTrail).search({ page: 1, limit: 20, targetId });
  const deleteOwn = (token: string) =>
    t.json<{ error: string; message: string; requestId: string }>(
      '/api/user/account',
      jsonRequest('DELETE', { password: GOOD_PASSWORD }, { ...auth(token), 'x-forwarded-for': ADDRESS }),
    );

  const member = (role?: 'admin' | 'support', name = 'Ada Admin') => signUpWithId(t, { role, name });

  // every test sets up the admins it is about: the others of the file step aside
  beforeEach(async () => {
    await sql(`update users set role = 'support' where role = 'admin'`);
  });

  it('refuses the last active admin with 409 in the envelope and keeps the account', async () => {
    const ada = await member('admin');
    const res = await deleteOwn(ada.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'CONFLICT',
      message: LAST_ADMIN_OWN_DELETION,
      requestId: res.headers.get('x-request-id'),
    });
    expect(await exists(ada.id)).toBe(true);
    expect((await t.json('/api/user/profile', { headers: auth(ada.token) })).status).toBe(200);
    expect((await t.json('/api/admin/users', { headers: auth(ada.token) })).status).toBe(200);
    expect((await audit(ada.id)).entries).toHaveLength(0);
  });

  it('lets an admin go while another stays, and writes the audit entry: actor and target alike', async () => {
    const ada = await member('admin');
    const bea = await member('admin', 'Bea Admin');
    await uploadText(t, ada.token, 'resume', 'Ada Admin\nOperations lead with ten years of experience.');
    const res = await deleteOwn(ada.token);
    expect(res.status).toBe(204);
    expect(await exists(ada.id)).toBe(false);
    expect((await t.json('/api/user/profile', { headers: auth(ada.token) })).status).toBe(401);

    const { entries } = await audit(ada.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      // the actor's account went with the action: kept by e-mail and role, as the target
      actorId: null,
      actorEmail: ada.email,
      actorRole: 'admin',
      action: 'user.delete_self',
      targetType: 'user',
      targetId: ada.id,
      before: {
        email: ada.email,
        role: 'admin',
        status: 'active',
        removed: { documents: 1, storedFiles: 1, sessions: 0, tickets: 0, subscriptionCancelled: false },
      },
      after: null,
      reason: null,
      ip: ADDRESS,
      requestId: res.headers.get('x-request-id'),
    });
    // Bea is now the last active admin and the rule holds for her
    expect((await deleteOwn(bea.token)).status).toBe(409);
    expect(await exists(bea.id)).toBe(true);
  });

  it('writes support staff deleting their own account to the audit log', async () => {
    const sam = await member('support', 'Sam Support');
    const res = await deleteOwn(sam.token);
    expect(res.status).toBe(204);
    expect(await exists(sam.id)).toBe(false);
    const { entries } = await audit(sam.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: sam.email,
      actorRole: 'support',
      action: 'user.delete_self',
      targetId: sam.id,
      before: { email: sam.email, role: 'support' },
      after: null,
      ip: ADDRESS,
    });
  });

  it('leaves exactly one of two admins who delete themselves at the same moment', async () => {
    const ada = await member('admin');
    const bea = await member('admin', 'Bea Admin');
    const answers = await Promise.all([deleteOwn(ada.token), deleteOwn(bea.token)]);
    const statuses = answers.map((a) => a.status).sort();
    // the second is refused by the rule, or (when it came late) because its sender is gone
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    const left = await sql<{ id: string }>(
      `select id from users where role = 'admin' and status = 'active' and id in (?, ?)`,
      [ada.id, bea.id],
    );
    expect(left).toHaveLength(1);
    const deleted = left[0]?.id === ada.id ? bea : ada;
    expect((await audit(deleted.id)).entries.map((e) => e.action)).toEqual(['user.delete_self']);
    expect((await audit(left[0]?.id ?? '')).entries).toHaveLength(0);
  });

  it('is undone when its audit entry cannot be written', async () => {
    const ada = await member('admin');
    await member('admin', 'Bea Admin');
    const remove = t.application.resolve(IDENTITY.DeleteAccount);
    // a role the audit log refuses: the entry's insert fails after the account was deleted
    await expect(
      t.application.resolve(IDENTITY.StaffSelfDeletion).deleteOwnAccount(
        {
          userId: ada.id,
          email: ada.email,
          role: 'owner' as unknown as 'admin',
          ip: null,
          requestId: 'broken',
        },
        () => remove.execute(ada.id),
      ),
    ).rejects.toThrow();
    expect(await exists(ada.id)).toBe(true);
    expect((await t.json('/api/user/profile', { headers: auth(ada.token) })).status).toBe(200);
  });

  it('deletes an ordinary person as before: 204, gone, nothing in the audit log', async () => {
    const pat = await member(undefined, 'Pat Person');
    const res = await deleteOwn(pat.token);
    expect(res.status).toBe(204);
    expect(await exists(pat.id)).toBe(false);
    expect((await audit(pat.id)).entries).toHaveLength(0);
    expect((await t.json('/api/user/profile', { headers: auth(pat.token) })).status).toBe(401);
  });
});

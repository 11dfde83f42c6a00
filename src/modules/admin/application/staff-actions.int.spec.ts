import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { StaffContext } from '../domain/audit.ts';
import { ADMIN } from '../tokens.ts';

describe('the one path of staff actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const one = async <T>(sql: string, params: unknown[]) =>
    (await runSql<T[]>(t.application.orm, sql, params))[0] as T | undefined;
  const idOf = async (email: string) =>
    (await one<{ id: string }>('select id from users where email_normalized = ?', [email]))?.id ?? '';
  const nameOf = async (id: string) =>
    (await one<{ name: string }>('select name from users where id = ?', [id]))?.name;

  async function setUp() {
    const admin = await signUp(t, { name: 'Ada Admin' });
    const person = await signUp(t, { name: 'Pat Person' });
    const staff: StaffContext = {
      userId: await idOf(admin.email),
      email: admin.email,
      role: 'admin',
      ip: '203.0.113.5',
      requestId: crypto.randomUUID(),
    };
    return { staff, target: await idOf(person.email) };
  }

  it('commits the action with its entry: actor, role, target, before, after, reason, address, request id', async () => {
    const { staff, target } = await setUp();
    const actions = t.application.resolve(ADMIN.StaffActions);
    const result = await actions.run(staff, 'user.rename', 'typo in the name', async () => {
      await runSql(t.application.orm, 'update users set name = ? where id = ?', ['Pat P.', target]);
      return {
        result: 'done',
        targetType: 'user',
        targetId: target,
        before: { name: 'Pat Person' },
        after: { name: 'Pat P.' },
      };
    });
    expect(result).toBe('done');
    expect(await nameOf(target)).toBe('Pat P.');
    const { entries, total } = await t.application
      .resolve(ADMIN.AuditTrail)
      .search({ page: 1, limit: 5, targetId: target });
    expect(total).toEqual({ total: 1, capped: false });
    expect(entries[0]).toMatchObject({
      actorId: staff.userId,
      actorEmail: staff.email,
      actorRole: 'admin',
      action: 'user.rename',
      targetType: 'user',
      targetId: target,
      before: { name: 'Pat Person' },
      after: { name: 'Pat P.' },
      reason: 'typo in the name',
      ip: '203.0.113.5',
      requestId: staff.requestId,
    });
  });

  it('undoes the action when its audit entry cannot be written', async () => {
    const { staff, target } = await setUp();
    const actions = t.application.resolve(ADMIN.StaffActions);
    // a role the audit log does not accept: the entry's insert fails inside the transaction
    const broken = { ...staff, role: 'owner' as unknown as 'admin' };
    await expect(
      actions.run(broken, 'user.rename', 'should not stick', async () => {
        await runSql(t.application.orm, 'update users set name = ? where id = ?', ['Changed', target]);
        return { result: 'done', targetType: 'user', targetId: target, before: null, after: null };
      }),
    ).rejects.toThrow();
    expect(await nameOf(target)).toBe('Pat Person');
    const { total } = await t.application
      .resolve(ADMIN.AuditTrail)
      .search({ page: 1, limit: 5, targetId: target });
    expect(total).toEqual({ total: 0, capped: false });
  });

  it('writes no entry for an action that fails', async () => {
    const { staff, target } = await setUp();
    const actions = t.application.resolve(ADMIN.StaffActions);
    await expect(
      actions.run(staff, 'user.rename', 'fails', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const { total } = await t.application
      .resolve(ADMIN.AuditTrail)
      .search({ page: 1, limit: 5, targetId: target });
    expect(total).toEqual({ total: 0, capped: false });
  });
});

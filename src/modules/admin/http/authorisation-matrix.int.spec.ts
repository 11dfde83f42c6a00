import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { promote, signUp } from '../../../../test/support/accounts.ts';
import { post } from '../../../../test/support/billing.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StaffRole } from '../domain/audit.ts';
import { STAFF_PERMISSIONS } from '../domain/permissions.ts';

interface Operation {
  operationId: string;
  requestBody?: { required?: boolean };
}
type Contract = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the admin area in the contract, as `METHOD /path/{param}`. */
function adminOperations(): { key: string; method: string; path: string; op: Operation }[] {
  const contract = parse(
    readFileSync(new URL('../../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
  ) as Contract;
  return Object.entries(contract.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          op,
        })),
    );
}

/**
 * Bodies each operation accepts, so a refusal is about the caller's role and never about the
 * input. Ids in paths are fresh UUIDs: an allowed role gets past the role check to a 404 (or does
 * the harmless thing the body says), never a 401 or 403.
 */
const BODIES: Record<string, unknown> = {
  adminDeleteUser: { reason: 'authorisation matrix', confirmEmail: 'nobody@example.com' },
  adminResetUserPassword: { reason: 'authorisation matrix' },
  adminSuspendUser: { reason: 'authorisation matrix' },
  adminUnsuspendUser: { reason: 'authorisation matrix' },
  adminReplyToTicket: { response: 'Thanks, we are looking into it.' },
  adminAddTicketNote: { note: 'Checked the logs.' },
  adminUpdateTicketStatus: { status: 'Resolved' },
  adminCreateAnnouncement: {
    is_feature: false,
    type: 'Informational',
    message: 'Scheduled maintenance on Sunday.',
    is_active: false,
    starts_at: null,
    ends_at: null,
  },
  adminUpdateAnnouncement: {
    is_feature: false,
    type: 'Informational',
    message: 'Scheduled maintenance on Sunday.',
    is_active: false,
    starts_at: null,
    ends_at: null,
  },
  adminUpdateSettings: {
    supportEmail: 'support@example.com',
    trialDays: 7,
    requireEmailVerification: true,
    maintenanceBanner: null,
    freePlanLimits: { interviewSessions: 3, resumes: 1, jobDescriptions: 1, resumePolishes: 1 },
  },
};

/** The admin area's authorisation matrix: every operation of the contract, both staff roles and everyone else. */
describe('who may call each admin operation', () => {
  let t: TestApp;
  const tokens: Record<StaffRole | 'user', string> = { admin: '', support: '', user: '' };
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'support', 'user'] as const) {
      const me = await signUp(t, { name: `Matrix ${role}` });
      if (role !== 'user') await promote(t, me.email, role);
      tokens[role] = me.token;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations = adminOperations();

  it('has a role rule for every admin operation of the contract, and none for anything else', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.map((o) => o.key).sort()).toEqual(Object.keys(STAFF_PERMISSIONS).sort());
    for (const { op } of operations) {
      if (op.requestBody) expect(BODIES, op.operationId).toHaveProperty(op.operationId);
    }
  });

  for (const { key, method, path, op } of operations) {
    it(`${key} (${op.operationId})`, async () => {
      const url = path.replace(/\{[^}]+\}/g, () => crypto.randomUUID());
      const call = (token: string | null) => t.request(url, post(token, BODIES[op.operationId], method));
      const allowed = STAFF_PERMISSIONS[key] ?? [];
      for (const role of ['admin', 'support'] as const) {
        const res = await call(tokens[role]);
        if (allowed.includes(role)) {
          // past the role check, and past validation: the bodies above are what the contract accepts
          expect([400, 401, 403], `${role} may call ${key}`).not.toContain(res.status);
        } else {
          expect(res.status, `${role} may not call ${key}`).toBe(403);
          expect(await res.json()).toMatchObject({
            error: 'FORBIDDEN',
            message: 'Only an admin can do this.',
          });
        }
      }
      const asUser = await call(tokens.user);
      expect(asUser.status, `a user may not call ${key}`).toBe(403);
      expect(await asUser.json()).toMatchObject({ error: 'FORBIDDEN' });
      const anonymous = await call(null);
      expect(anonymous.status, `nobody signed out may call ${key}`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    });
  }
});

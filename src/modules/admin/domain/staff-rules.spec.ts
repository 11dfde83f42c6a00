import { describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL_MISMATCH,
  checkAccountAction,
  checkDeletionConfirmed,
  checkOwnDeletion,
  LAST_ADMIN,
  LAST_ADMIN_OWN_DELETION,
  NOT_YOURSELF,
} from './staff-rules.ts';

const admin = (id: string, status: 'active' | 'suspended' = 'active') => ({
  id,
  role: 'admin' as const,
  status,
});
const person = (id: string) => ({ id, role: 'user' as const, status: 'active' as const });

describe('which accounts staff may suspend or delete', () => {
  it('refuses their own account, whatever else holds', () => {
    for (const action of ['suspend', 'delete'] as const) {
      expect(() => checkAccountAction(action, 'me', admin('me'), 5)).toThrow(NOT_YOURSELF[action]);
      expect(() => checkAccountAction(action, 'me', person('me'), 5)).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      );
    }
  });

  it('refuses the last active admin', () => {
    for (const action of ['suspend', 'delete'] as const) {
      expect(() => checkAccountAction(action, 'me', admin('other'), 0)).toThrow(LAST_ADMIN[action]);
    }
  });

  it('allows another admin while one more stays active, and any person or suspended admin', () => {
    expect(() => checkAccountAction('suspend', 'me', admin('other'), 1)).not.toThrow();
    expect(() => checkAccountAction('delete', 'me', admin('other', 'suspended'), 0)).not.toThrow();
    expect(() => checkAccountAction('delete', 'me', person('other'), 0)).not.toThrow();
    expect(() =>
      checkAccountAction('suspend', 'me', { id: 'other', role: 'support', status: 'active' }, 0),
    ).not.toThrow();
  });
});

describe('confirming a deletion with the e-mail', () => {
  it('accepts the e-mail in any case and with blanks around it', () => {
    expect(() => checkDeletionConfirmed('  Pat@Example.COM ', 'pat@example.com')).not.toThrow();
  });

  it('refuses anything else with 400 naming the field', () => {
    for (const typed of ['', 'pat@example.co', 'someone@example.com']) {
      expect(() => checkDeletionConfirmed(typed, 'pat@example.com')).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          message: CONFIRM_EMAIL_MISMATCH,
          details: [expect.objectContaining({ path: ['confirmEmail'] })],
        }),
      );
    }
  });
});

describe('staff deleting their own account', () => {
  it('refuses the last active admin with 409 CONFLICT', () => {
    expect(() => checkOwnDeletion(admin('me'), 0)).toThrow(LAST_ADMIN_OWN_DELETION);
    expect(() => checkOwnDeletion(admin('me'), 0)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it('allows an admin while another stays active, support staff and a suspended admin', () => {
    expect(() => checkOwnDeletion(admin('me'), 1)).not.toThrow();
    expect(() => checkOwnDeletion({ role: 'support', status: 'active' }, 0)).not.toThrow();
    expect(() => checkOwnDeletion(admin('me', 'suspended'), 0)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { checkEmailConfirmed, deletionProofFor } from './account-deletion.ts';

describe('confirming the deletion of one’s own account', () => {
  it('asks an account with a password for the password', () => {
    expect(deletionProofFor({ authProvider: 'email', passwordHash: '$argon2id$…' })).toBe('password');
  });

  it('asks an account without a password (Google sign-in) for its e-mail typed again', () => {
    expect(deletionProofFor({ authProvider: 'google', passwordHash: null })).toBe('email');
    // a password set through a reset link does not make it a password account, as for a change
    expect(deletionProofFor({ authProvider: 'google', passwordHash: '$argon2id$…' })).toBe('email');
    expect(deletionProofFor({ authProvider: 'email', passwordHash: null })).toBe('email');
  });

  it('takes the e-mail in any case and with blanks around it', () => {
    expect(() => checkEmailConfirmed('  Ada@Example.COM ', 'ada@example.com')).not.toThrow();
  });

  it('refuses another e-mail, or none, naming the field', () => {
    for (const typed of ['ada@example.org', 'ada', '', undefined]) {
      let refused: unknown;
      try {
        checkEmailConfirmed(typed, 'ada@example.com');
      } catch (error) {
        refused = error;
      }
      expect(refused, String(typed)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: ['confirmEmail'], code: 'mismatch' }],
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { passwordChecklist, validatePassword } from './password-rules';

describe('the shared password rules', () => {
  it('reports the first broken rule, in the spec’s order and words', () => {
    expect(validatePassword('')).toBe('Password is required.');
    expect(validatePassword('Ab1!')).toBe('Password must be at least 8 characters long.');
    expect(validatePassword('abcdefg1!')).toBe('Password must include at least one uppercase letter.');
    expect(validatePassword('ABCDEFG1!')).toBe('Password must include at least one lowercase letter.');
    expect(validatePassword('Abcdefgh!')).toBe('Password must include at least one number.');
    expect(validatePassword('Abcdefgh1')).toBe(
      'Password must include at least one special character (e.g., !@#$%^&*).',
    );
    expect(validatePassword('Abcdefg1!')).toBeNull();
  });

  it('checks length before anything else, even when every other rule is broken', () => {
    expect(validatePassword('a')).toBe('Password must be at least 8 characters long.');
    expect(validatePassword('        ')).toBe('Password must include at least one uppercase letter.');
  });

  it('accepts only !@#$%^&* as special characters', () => {
    expect(validatePassword('Abcdefg1?')).toBe(
      'Password must include at least one special character (e.g., !@#$%^&*).',
    );
    for (const special of '!@#$%^&*') expect(validatePassword(`Abcdefg1${special}`)).toBeNull();
  });

  it('labels the live checklist as the spec does and ticks what is met', () => {
    expect(passwordChecklist('abc')).toEqual([
      { label: 'At least 8 characters', met: false },
      { label: 'One uppercase letter (A-Z)', met: false },
      { label: 'One lowercase letter (a-z)', met: true },
      { label: 'One number (0-9)', met: false },
      { label: 'One special character (!@#$%^&*)', met: false },
    ]);
    expect(passwordChecklist('Abcdefg1!').every((item) => item.met)).toBe(true);
  });
});

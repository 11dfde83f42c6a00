import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it.each([
    ['', 'Password is required.'],
    ['Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefg1!', 'Password must include at least one uppercase letter.'],
    ['ABCDEFG1!', 'Password must include at least one lowercase letter.'],
    ['Abcdefgh!', 'Password must include at least one number.'],
    ['Abcdefgh1', 'Password must include at least one special character (e.g., !@#$%^&*).'],
  ])('reports %j as %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('reports the earliest broken rule when several are broken', () => {
    expect(passwordProblem('abc')).toBe('Password must be at least 8 characters long.');
    expect(passwordProblem('abcdefgh')).toBe('Password must include at least one uppercase letter.');
  });

  it('accepts a password that passes every rule', () => {
    expect(passwordProblem('Str0ng!pass')).toBeNull();
  });

  it('does not count a special character outside !@#$%^&*', () => {
    expect(passwordProblem('Abcdefg1?')).toBe(
      'Password must include at least one special character (e.g., !@#$%^&*).',
    );
  });
});

/**
 * The shared password strength check (spec: validation rules), used by sign-up, password reset and
 * the settings password change. The server checks the same rules in the same order with the same texts.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required.';

export type PasswordRule = {
  /** The live checklist label. */
  label: string;
  /** The message shown when this is the first rule the password breaks. */
  message: string;
  test: (password: string) => boolean;
};

/** In the spec's order: the first failing rule's message is the one shown. */
export const passwordRules: readonly PasswordRule[] = [
  {
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters long.',
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: 'One uppercase letter (A-Z)',
    message: 'Password must include at least one uppercase letter.',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    label: 'One lowercase letter (a-z)',
    message: 'Password must include at least one lowercase letter.',
    test: (password) => /[a-z]/.test(password),
  },
  {
    label: 'One number (0-9)',
    message: 'Password must include at least one number.',
    test: (password) => /[0-9]/.test(password),
  },
  {
    label: 'One special character (!@#$%^&*)',
    message: 'Password must include at least one special character (e.g., !@#$%^&*).',
    test: (password) => [...PASSWORD_SPECIAL_CHARACTERS].some((character) => password.includes(character)),
  },
];

/** The first message the password fails, or null when it passes every rule. */
export function validatePassword(password: string): string | null {
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  return passwordRules.find((rule) => !rule.test(password))?.message ?? null;
}

/** Each checklist label with whether the password meets it yet. */
export function passwordChecklist(password: string): { label: string; met: boolean }[] {
  return passwordRules.map((rule) => ({ label: rule.label, met: rule.test(password) }));
}

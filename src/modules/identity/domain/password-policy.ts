/** The shared strength check (spec: product-core section 5), in the spec's order and words. */
const RULES: [test: (password: string) => boolean, message: string][] = [
  [(p) => p.length > 0, 'Password is required.'],
  [(p) => p.length >= 8, 'Password must be at least 8 characters long.'],
  [(p) => /[A-Z]/.test(p), 'Password must include at least one uppercase letter.'],
  [(p) => /[a-z]/.test(p), 'Password must include at least one lowercase letter.'],
  [(p) => /[0-9]/.test(p), 'Password must include at least one number.'],
  [(p) => /[!@#$%^&*]/.test(p), 'Password must include at least one special character (e.g., !@#$%^&*).'],
];

export const MIN_PASSWORD_LENGTH = 8;

/** The first rule the password breaks, or null when it passes them all. */
export function passwordProblem(password: string): string | null {
  for (const [test, message] of RULES) if (!test(password)) return message;
  return null;
}

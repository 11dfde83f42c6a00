import { ValidationError } from '../../../shared/kernel/app-error.ts';
import { normalizeEmail, type User } from './user.ts';

/** What a person gives to confirm deleting their own account. */
export interface DeletionConfirmation {
  password?: string | undefined;
  confirmEmail?: string | undefined;
}

/**
 * How a person proves a deletion is theirs: the password of an account that has one; the e-mail
 * address typed again for an account without (Google sign-in), as an admin confirms deleting
 * someone. The same line as a password change: an account signed up with Google has no password
 * of its own here, even if one was set through a reset link.
 */
export function deletionProofFor(account: Pick<User, 'authProvider' | 'passwordHash'>): 'password' | 'email' {
  return account.authProvider === 'email' && account.passwordHash ? 'password' : 'email';
}

export const DELETION_PASSWORD_REQUIRED = 'Enter your password to delete your account.';
export const DELETION_PASSWORD_INCORRECT = 'Password is incorrect.';
export const DELETION_EMAIL_MISMATCH = "Type your account's e-mail address exactly to confirm the deletion.";

/** The password field is missing or blank: nothing to check, and no attempt is counted. */
export function passwordRequired(): ValidationError {
  return fieldError('password', DELETION_PASSWORD_REQUIRED, 'required');
}

/** A wrong password: refused like a wrong current password on a password change (400). */
export function passwordIncorrect(): ValidationError {
  return fieldError('password', DELETION_PASSWORD_INCORRECT, 'incorrect');
}

/**
 * The typed e-mail must be the account's, without regard to case or surrounding blanks; anything
 * else, nothing included, is refused with 400 VALIDATION_FAILED.
 */
export function checkEmailConfirmed(confirmEmail: string | undefined, email: string): void {
  if (confirmEmail === undefined || normalizeEmail(confirmEmail) !== normalizeEmail(email)) {
    throw fieldError('confirmEmail', DELETION_EMAIL_MISMATCH, 'mismatch');
  }
}

function fieldError(field: keyof DeletionConfirmation, message: string, code: string): ValidationError {
  return new ValidationError(message, [{ path: [field], message, code }]);
}

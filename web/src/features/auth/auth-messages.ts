/** The sign-in screens' texts from the spec's error catalogue, in one place for pages and tests. */
export const authMessages = {
  loginFailed: 'Failed to log in. Please check your credentials.',
  profileFailed: 'Could not retrieve user profile after login.',
  paymentUrlFailed: 'Could not retrieve payment URL.',
  signupFailed: 'Failed to sign up. Please try again.',
  passwordsDontMatch: "Passwords don't match",
  googleCancelled: 'Google authorization was cancelled or failed. Please try again.',
  googleMissingCode: 'Google authorization failed. Please try again.',
  googleExchangeFailed: 'An error occurred during login.',
  forgotFailed: 'An unexpected error occurred.',
  resendFailed: 'Failed to send a new link. Please try again in a moment.',
  resendSent: 'A new password reset link has been sent.',
  resetNoToken: 'No reset token found. Please request a new password reset link.',
  resetMismatch: 'Passwords do not match.',
  resetFailed: 'Failed to reset password. The link may have expired.',
  resetSucceeded: 'Your password has been reset. Please sign in with your new password.',
  nameRequired: 'Please enter your full name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail field's check (required, e-mail shaped); null when it passes. */
export function validateEmail(email: string): string | null {
  if (email.trim() === '') return authMessages.emailRequired;
  return EMAIL_SHAPE.test(email.trim()) ? null : authMessages.emailInvalid;
}

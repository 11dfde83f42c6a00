/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { startGoogleSignInHandlers } from '../handlers/startGoogleSignIn.ts';
import { googleCallbackHandlers } from '../handlers/googleCallback.ts';
import { signupHandlers } from '../handlers/signup.ts';
import { loginHandlers } from '../handlers/login.ts';
import { requestPasswordResetHandlers } from '../handlers/requestPasswordReset.ts';
import { resetPasswordHandlers } from '../handlers/resetPassword.ts';
import { refreshTokenHandlers } from '../handlers/refreshToken.ts';
import { logoutHandlers } from '../handlers/logout.ts';
import { resendVerificationHandlers } from '../handlers/resendVerification.ts';
import { verifyEmailHandlers } from '../handlers/verifyEmail.ts';
import { listDevMailboxHandlers } from '../handlers/listDevMailbox.ts';
import { getProfileHandlers } from '../handlers/getProfile.ts';
import { updateProfileHandlers } from '../handlers/updateProfile.ts';
import { changePasswordHandlers } from '../handlers/changePassword.ts';
import { deleteAccountHandlers } from '../handlers/deleteAccount.ts';
import { completeTourHandlers } from '../handlers/completeTour.ts';
import { completeAllToursHandlers } from '../handlers/completeAllTours.ts';

const app = new Hono()
  .get('/api/auth/google', ...startGoogleSignInHandlers)
  .post('/api/auth/google/callback', ...googleCallbackHandlers)
  .post('/api/auth/signup', ...signupHandlers)
  .post('/api/auth/login', ...loginHandlers)
  .post('/api/auth/request-password-reset', ...requestPasswordResetHandlers)
  .post('/api/auth/reset-password', ...resetPasswordHandlers)
  .post('/api/auth/refresh_token', ...refreshTokenHandlers)
  .post('/api/auth/logout', ...logoutHandlers)
  .post('/api/auth/resend-verification', ...resendVerificationHandlers)
  .get('/api/auth/verify-email', ...verifyEmailHandlers)
  .get('/api/dev/mailbox', ...listDevMailboxHandlers)
  .get('/api/user/profile', ...getProfileHandlers)
  .put('/api/user/profile', ...updateProfileHandlers)
  .post('/api/user/change-password', ...changePasswordHandlers)
  .delete('/api/user/account', ...deleteAccountHandlers)
  .post('/api/user/tours/complete', ...completeTourHandlers)
  .post('/api/user/tours/complete-all', ...completeAllToursHandlers);

export default app;

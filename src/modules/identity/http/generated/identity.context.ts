/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
ChangePasswordRequest,
  CompleteTourRequest,
  DeleteAccountRequest,
  GoogleCallbackRequest,
  ListDevMailboxParams,
  LoginRequest,
  PasswordResetRequest,
  ResetPasswordRequest,
  SignupRequest,
  UpdateProfileRequest,
  VerifyEmailParams
} from './identity.schemas.ts';

export type StartGoogleSignInContext<E extends Env = any> = Context<E, '/api/auth/google'>
export type GoogleCallbackContext<E extends Env = any> = Context<E, '/api/auth/google/callback', { in: { json: GoogleCallbackRequest, }, out: { json: GoogleCallbackRequest, } }>
export type SignupContext<E extends Env = any> = Context<E, '/api/auth/signup', { in: { json: SignupRequest, }, out: { json: SignupRequest, } }>
export type LoginContext<E extends Env = any> = Context<E, '/api/auth/login', { in: { json: LoginRequest, }, out: { json: LoginRequest, } }>
export type RequestPasswordResetContext<E extends Env = any> = Context<E, '/api/auth/request-password-reset', { in: { json: PasswordResetRequest, }, out: { json: PasswordResetRequest, } }>
export type ResetPasswordContext<E extends Env = any> = Context<E, '/api/auth/reset-password', { in: { json: ResetPasswordRequest, }, out: { json: ResetPasswordRequest, } }>
export type RefreshTokenContext<E extends Env = any> = Context<E, '/api/auth/refresh_token'>
export type LogoutContext<E extends Env = any> = Context<E, '/api/auth/logout'>
export type ResendVerificationContext<E extends Env = any> = Context<E, '/api/auth/resend-verification'>
export type VerifyEmailContext<E extends Env = any> = Context<E, '/api/auth/verify-email', { in: { query: VerifyEmailParams, }, out: { query: VerifyEmailParams, } }>
export type ListDevMailboxContext<E extends Env = any> = Context<E, '/api/dev/mailbox', { in: { query: ListDevMailboxParams, }, out: { query: ListDevMailboxParams, } }>
export type GetProfileContext<E extends Env = any> = Context<E, '/api/user/profile'>
export type UpdateProfileContext<E extends Env = any> = Context<E, '/api/user/profile', { in: { json: UpdateProfileRequest, }, out: { json: UpdateProfileRequest, } }>
export type ChangePasswordContext<E extends Env = any> = Context<E, '/api/user/change-password', { in: { json: ChangePasswordRequest, }, out: { json: ChangePasswordRequest, } }>
export type DeleteAccountContext<E extends Env = any> = Context<E, '/api/user/account', { in: { json: DeleteAccountRequest, }, out: { json: DeleteAccountRequest, } }>
export type CompleteTourContext<E extends Env = any> = Context<E, '/api/user/tours/complete', { in: { json: CompleteTourRequest, }, out: { json: CompleteTourRequest, } }>
export type CompleteAllToursContext<E extends Env = any> = Context<E, '/api/user/tours/complete-all'>
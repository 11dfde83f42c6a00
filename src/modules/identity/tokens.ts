import { token } from '../../shared/kernel/token.ts';
import type { AccessPolicy } from './application/access-policy.ts';
import type { AuthenticateCaller } from './application/authenticate-caller.ts';
import type { ChangePassword } from './application/change-password.ts';
import type { CompleteTours } from './application/complete-tours.ts';
import type { AccountDeletionStep, DeleteAccount } from './application/delete-account.ts';
import type { DeleteOwnAccount } from './application/delete-own-account.ts';
import type { GetProfile } from './application/get-profile.ts';
import type { PolishUsage } from './application/polish-usage.ts';
import type { CompleteGoogleSignIn } from './application/complete-google-sign-in.ts';
import type { IdentitySettings } from './application/identity-settings.ts';
import type { ProvisionAccounts } from './application/provision-accounts.ts';
import type { RefreshSession } from './application/refresh-session.ts';
import type { RequestPasswordReset } from './application/request-password-reset.ts';
import type { ResendVerification } from './application/resend-verification.ts';
import type { ResetPassword } from './application/reset-password.ts';
import type { SendPasswordResetLink } from './application/send-password-reset-link.ts';
import type { SessionIssuer } from './application/session-issuer.ts';
import type { SignIn } from './application/sign-in.ts';
import type { SignOut } from './application/sign-out.ts';
import type { SignUp } from './application/sign-up.ts';
import type { StartGoogleSignIn } from './application/start-google-sign-in.ts';
import type { SuspendAccount } from './application/suspend-account.ts';
import type { UpdateProfile } from './application/update-profile.ts';
import type { VerificationMailer } from './application/verification-mailer.ts';
import type { VerifyEmail } from './application/verify-email.ts';
import type { WatchAccess } from './application/watch-access.ts';
import type { AccessTokens } from './ports/access-tokens.ts';
import type { GoogleIdentity } from './ports/google-identity.ts';
import type { Mailer } from './ports/mailer.ts';
import type { OneTimeTokenRepository } from './ports/one-time-token-repository.ts';
import type { PasswordHasher } from './ports/password-hasher.ts';
import type { RateLimiter } from './ports/rate-limiter.ts';
import type { RefreshTokenRepository } from './ports/refresh-token-repository.ts';
import type { Secrets } from './ports/secrets.ts';
import type { StaffSelfDeletion } from './ports/staff-self-deletion.ts';
import type { SubscriptionLookup } from './ports/subscription-lookup.ts';
import type { UserRepository } from './ports/user-repository.ts';

/** Injection tokens of the identity module. */
export const IDENTITY = {
  // ports shared by several use cases, bound once in module.ts
  Users: token<UserRepository>('identity.Users'),
  RefreshTokens: token<RefreshTokenRepository>('identity.RefreshTokens'),
  OneTimeTokens: token<OneTimeTokenRepository>('identity.OneTimeTokens'),
  PasswordHasher: token<PasswordHasher>('identity.PasswordHasher'),
  Secrets: token<Secrets>('identity.Secrets'),
  RateLimiter: token<RateLimiter>('identity.RateLimiter'),
  GoogleIdentity: token<GoogleIdentity>('identity.GoogleIdentity'),
  AccessTokens: token<AccessTokens>('identity.AccessTokens'),
  /** Sends mail through the job queue. */
  Mailer: token<Mailer>('identity.Mailer'),
  /** Delivers a mail now: SMTP, or the development outbox. */
  MailTransport: token<Mailer>('identity.MailTransport'),
  Settings: token<IdentitySettings>('identity.Settings'),
  /** Bound by the billing module when present: identity reads plans through this port only. */
  SubscriptionLookup: token<SubscriptionLookup>('identity.SubscriptionLookup'),
  /**
   * Bound by the admin module: staff deleting their own account go through the audited staff path,
   * which keeps the last active admin.
   */
  StaffSelfDeletion: token<StaffSelfDeletion>('identity.StaffSelfDeletion'),
  // services several use cases share
  SessionIssuer: token<SessionIssuer>('identity.SessionIssuer'),
  VerificationMailer: token<VerificationMailer>('identity.VerificationMailer'),
  // use cases
  AccessPolicy: token<AccessPolicy>('identity.AccessPolicy'),
  AuthenticateCaller: token<AuthenticateCaller>('identity.AuthenticateCaller'),
  /** The polishing module: the plan and `used_polish_feature` for the one-time AI Resume Polish. */
  PolishUsage: token<PolishUsage>('identity.PolishUsage'),
  /** Staff actions (the admin module): suspending ends every session and access token. */
  SuspendAccount: token<SuspendAccount>('identity.SuspendAccount'),
  /** Staff actions (the admin module): mails the person a reset link, ends their refresh tokens. */
  SendPasswordResetLink: token<SendPasswordResetLink>('identity.SendPasswordResetLink'),
  /** Live streams (notifications, polish): ends them once their person's access ends. */
  WatchAccess: token<WatchAccess>('identity.WatchAccess'),
  SignUp: token<SignUp>('identity.SignUp'),
  SignIn: token<SignIn>('identity.SignIn'),
  RefreshSession: token<RefreshSession>('identity.RefreshSession'),
  SignOut: token<SignOut>('identity.SignOut'),
  RequestPasswordReset: token<RequestPasswordReset>('identity.RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('identity.ResetPassword'),
  VerifyEmail: token<VerifyEmail>('identity.VerifyEmail'),
  ResendVerification: token<ResendVerification>('identity.ResendVerification'),
  GetProfile: token<GetProfile>('identity.GetProfile'),
  UpdateProfile: token<UpdateProfile>('identity.UpdateProfile'),
  ChangePassword: token<ChangePassword>('identity.ChangePassword'),
  /** Removes an account and all it owns; staff actions (the admin module) call it for others. */
  DeleteAccount: token<DeleteAccount>('identity.DeleteAccount'),
  /** A person deleting their own account (DELETE /api/user/account). */
  DeleteOwnAccount: token<DeleteOwnAccount>('identity.DeleteOwnAccount'),
  CompleteTours: token<CompleteTours>('identity.CompleteTours'),
  StartGoogleSignIn: token<StartGoogleSignIn>('identity.StartGoogleSignIn'),
  CompleteGoogleSignIn: token<CompleteGoogleSignIn>('identity.CompleteGoogleSignIn'),
  ProvisionAccounts: token<ProvisionAccounts>('identity.ProvisionAccounts'),
  /** Extension point: other modules contribute clean-up steps run before an account is deleted. */
  AccountDeletionSteps: token<AccountDeletionStep>('identity.AccountDeletionSteps'),
} as const;

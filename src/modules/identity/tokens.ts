import { token } from '../../shared/kernel/token.ts';
import type { AccessPolicy } from './application/access-policy.ts';
import type { AuthenticateCaller } from './application/authenticate-caller.ts';
import type { ChangePassword } from './application/change-password.ts';
import type { CompleteTours } from './application/complete-tours.ts';
import type { AccountDeletionStep, DeleteAccount } from './application/delete-account.ts';
import type { GetProfile } from './application/get-profile.ts';
import type { CompleteGoogleSignIn, StartGoogleSignIn } from './application/google-sign-in.ts';
import type { IdentityDeps } from './application/identity-deps.ts';
import type { ProvisionAccounts } from './application/provision-accounts.ts';
import type { RefreshSession } from './application/refresh-session.ts';
import type { RequestPasswordReset } from './application/request-password-reset.ts';
import type { ResendVerification } from './application/resend-verification.ts';
import type { ResetPassword } from './application/reset-password.ts';
import type { SignIn } from './application/sign-in.ts';
import type { SignOut } from './application/sign-out.ts';
import type { SignUp } from './application/sign-up.ts';
import type { SuspendAccount } from './application/suspend-account.ts';
import type { UpdateProfile } from './application/update-profile.ts';
import type { VerifyEmail } from './application/verify-email.ts';
import type { AccessTokens } from './ports/access-tokens.ts';
import type { Mailer } from './ports/mailer.ts';
import type { SubscriptionLookup } from './ports/subscription-lookup.ts';

/** Injection tokens of the identity module. */
export const IDENTITY = {
  Deps: token<IdentityDeps>('identity.Deps'),
  AccessTokens: token<AccessTokens>('identity.AccessTokens'),
  /** Bound by the billing module: identity reads plans through this port only. */
  SubscriptionLookup: token<SubscriptionLookup>('identity.SubscriptionLookup'),
  Mailer: token<Mailer>('identity.Mailer'),
  AccessPolicy: token<AccessPolicy>('identity.AccessPolicy'),
  AuthenticateCaller: token<AuthenticateCaller>('identity.AuthenticateCaller'),
  /** Staff actions (the admin module): suspending ends every session and access token. */
  SuspendAccount: token<SuspendAccount>('identity.SuspendAccount'),
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
  DeleteAccount: token<DeleteAccount>('identity.DeleteAccount'),
  CompleteTours: token<CompleteTours>('identity.CompleteTours'),
  StartGoogleSignIn: token<StartGoogleSignIn>('identity.StartGoogleSignIn'),
  CompleteGoogleSignIn: token<CompleteGoogleSignIn>('identity.CompleteGoogleSignIn'),
  AccountDeletionSteps: token<AccountDeletionStep>('identity.AccountDeletionSteps'),
  ProvisionAccounts: token<ProvisionAccounts>('identity.ProvisionAccounts'),
} as const;

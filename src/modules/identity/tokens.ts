/** Injection tokens of the identity module. */
export const IDENTITY = {
  Deps: Symbol.for('identity.Deps'),
  AccessTokens: Symbol.for('identity.AccessTokens'),
  /** Bound by the billing module: identity reads plans through this port only. */
  SubscriptionLookup: Symbol.for('identity.SubscriptionLookup'),
  Mailer: Symbol.for('identity.Mailer'),
  AccessPolicy: Symbol.for('identity.AccessPolicy'),
  AuthenticateCaller: Symbol.for('identity.AuthenticateCaller'),
  /** Staff actions (the admin module): suspending ends every session and access token. */
  SuspendAccount: Symbol.for('identity.SuspendAccount'),
  SignUp: Symbol.for('identity.SignUp'),
  SignIn: Symbol.for('identity.SignIn'),
  RefreshSession: Symbol.for('identity.RefreshSession'),
  SignOut: Symbol.for('identity.SignOut'),
  RequestPasswordReset: Symbol.for('identity.RequestPasswordReset'),
  ResetPassword: Symbol.for('identity.ResetPassword'),
  VerifyEmail: Symbol.for('identity.VerifyEmail'),
  ResendVerification: Symbol.for('identity.ResendVerification'),
  GetProfile: Symbol.for('identity.GetProfile'),
  UpdateProfile: Symbol.for('identity.UpdateProfile'),
  ChangePassword: Symbol.for('identity.ChangePassword'),
  DeleteAccount: Symbol.for('identity.DeleteAccount'),
  CompleteTours: Symbol.for('identity.CompleteTours'),
  StartGoogleSignIn: Symbol.for('identity.StartGoogleSignIn'),
  CompleteGoogleSignIn: Symbol.for('identity.CompleteGoogleSignIn'),
  AccountDeletionSteps: Symbol.for('identity.AccountDeletionSteps'),
  ProvisionAccounts: Symbol.for('identity.ProvisionAccounts'),
} as const;

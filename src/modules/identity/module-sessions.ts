import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { AuthenticateCaller } from './application/authenticate-caller.ts';
import { CompleteGoogleSignIn } from './application/complete-google-sign-in.ts';
import { RefreshSession } from './application/refresh-session.ts';
import { RequestPasswordReset } from './application/request-password-reset.ts';
import { ResendVerification } from './application/resend-verification.ts';
import { ResetPassword } from './application/reset-password.ts';
import { SignIn } from './application/sign-in.ts';
import { SignOut } from './application/sign-out.ts';
import { SignUp } from './application/sign-up.ts';
import { StartGoogleSignIn } from './application/start-google-sign-in.ts';
import { VerifyEmail } from './application/verify-email.ts';
import { IDENTITY } from './tokens.ts';

/** Identity's use cases for sign-up, sign-in, sessions, verification and password reset (see module.ts). */
export function registerSessions(registry: Registry): void {
  registry.construct(
    IDENTITY.AuthenticateCaller,
    [IDENTITY.AccessTokens, IDENTITY.Users],
    AuthenticateCaller,
  );
  registry.construct(
    IDENTITY.SignUp,
    [
      IDENTITY.Users,
      IDENTITY.PasswordHasher,
      IDENTITY.RateLimiter,
      IDENTITY.SessionIssuer,
      IDENTITY.VerificationMailer,
      IDENTITY.Mailer,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.OperatorSettings,
      TOKENS.Activity,
    ],
    SignUp,
  );
  registry.construct(
    IDENTITY.SignIn,
    [
      IDENTITY.Users,
      IDENTITY.PasswordHasher,
      IDENTITY.RateLimiter,
      IDENTITY.SessionIssuer,
      TOKENS.Clock,
      TOKENS.Activity,
    ],
    SignIn,
  );
  registry.construct(
    IDENTITY.RefreshSession,
    [IDENTITY.RefreshTokens, IDENTITY.Users, IDENTITY.Secrets, IDENTITY.SessionIssuer, TOKENS.Clock],
    RefreshSession,
  );
  registry.construct(
    IDENTITY.SignOut,
    [IDENTITY.RefreshTokens, IDENTITY.Users, IDENTITY.Secrets, TOKENS.Clock],
    SignOut,
  );
  registry.construct(
    IDENTITY.StartGoogleSignIn,
    [IDENTITY.GoogleIdentity, IDENTITY.Secrets],
    StartGoogleSignIn,
  );
  registry.construct(
    IDENTITY.CompleteGoogleSignIn,
    [
      IDENTITY.GoogleIdentity,
      IDENTITY.Users,
      IDENTITY.RateLimiter,
      IDENTITY.SessionIssuer,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.OperatorSettings,
      TOKENS.Activity,
    ],
    CompleteGoogleSignIn,
  );
  registry.construct(
    IDENTITY.RequestPasswordReset,
    [
      IDENTITY.Users,
      IDENTITY.RateLimiter,
      IDENTITY.OneTimeTokens,
      IDENTITY.Secrets,
      IDENTITY.Mailer,
      TOKENS.Clock,
      TOKENS.Ids,
      IDENTITY.Settings,
    ],
    RequestPasswordReset,
  );
  registry.construct(
    IDENTITY.ResetPassword,
    [
      IDENTITY.OneTimeTokens,
      IDENTITY.Secrets,
      IDENTITY.Users,
      IDENTITY.PasswordHasher,
      IDENTITY.RefreshTokens,
      IDENTITY.RateLimiter,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
    ],
    ResetPassword,
  );
  registry.construct(
    IDENTITY.VerifyEmail,
    [IDENTITY.OneTimeTokens, IDENTITY.Secrets, IDENTITY.Users, TOKENS.UnitOfWork, TOKENS.Clock],
    VerifyEmail,
  );
  registry.construct(
    IDENTITY.ResendVerification,
    [IDENTITY.Users, IDENTITY.RateLimiter, IDENTITY.VerificationMailer, IDENTITY.Mailer, TOKENS.Clock],
    ResendVerification,
  );
}

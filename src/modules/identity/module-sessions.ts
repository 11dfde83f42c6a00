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
  registry.provide(
    IDENTITY.AuthenticateCaller,
    [IDENTITY.AccessTokens, IDENTITY.Users],
    (accessTokens, users) => new AuthenticateCaller(accessTokens, users),
  );
  registry.provide(
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
      IDENTITY.Settings,
    ],
    (users, hasher, rateLimiter, sessions, verification, mailer, unitOfWork, clock, ids, settings) =>
      new SignUp(
        users,
        hasher,
        rateLimiter,
        sessions,
        verification,
        mailer,
        unitOfWork,
        clock,
        ids,
        settings,
      ),
  );
  registry.provide(
    IDENTITY.SignIn,
    [IDENTITY.Users, IDENTITY.PasswordHasher, IDENTITY.RateLimiter, IDENTITY.SessionIssuer, TOKENS.Clock],
    (users, hasher, rateLimiter, sessions, clock) => new SignIn(users, hasher, rateLimiter, sessions, clock),
  );
  registry.provide(
    IDENTITY.RefreshSession,
    [IDENTITY.RefreshTokens, IDENTITY.Users, IDENTITY.Secrets, IDENTITY.SessionIssuer, TOKENS.Clock],
    (refreshTokens, users, secrets, sessions, clock) =>
      new RefreshSession(refreshTokens, users, secrets, sessions, clock),
  );
  registry.provide(
    IDENTITY.SignOut,
    [IDENTITY.RefreshTokens, IDENTITY.Users, IDENTITY.Secrets, TOKENS.Clock],
    (refreshTokens, users, secrets, clock) => new SignOut(refreshTokens, users, secrets, clock),
  );
  registry.provide(
    IDENTITY.StartGoogleSignIn,
    [IDENTITY.GoogleIdentity, IDENTITY.Secrets],
    (google, secrets) => new StartGoogleSignIn(google, secrets),
  );
  registry.provide(
    IDENTITY.CompleteGoogleSignIn,
    [
      IDENTITY.GoogleIdentity,
      IDENTITY.Users,
      IDENTITY.RateLimiter,
      IDENTITY.SessionIssuer,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      IDENTITY.Settings,
    ],
    (google, users, rateLimiter, sessions, unitOfWork, clock, ids, settings) =>
      new CompleteGoogleSignIn(google, users, rateLimiter, sessions, unitOfWork, clock, ids, settings),
  );
  registry.provide(
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
    (users, rateLimiter, oneTimeTokens, secrets, mailer, clock, ids, settings) =>
      new RequestPasswordReset(users, rateLimiter, oneTimeTokens, secrets, mailer, clock, ids, settings),
  );
  registry.provide(
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
    (oneTimeTokens, secrets, users, hasher, refreshTokens, rateLimiter, unitOfWork, clock) =>
      new ResetPassword(oneTimeTokens, secrets, users, hasher, refreshTokens, rateLimiter, unitOfWork, clock),
  );
  registry.provide(
    IDENTITY.VerifyEmail,
    [IDENTITY.OneTimeTokens, IDENTITY.Secrets, IDENTITY.Users, TOKENS.UnitOfWork, TOKENS.Clock],
    (oneTimeTokens, secrets, users, unitOfWork, clock) =>
      new VerifyEmail(oneTimeTokens, secrets, users, unitOfWork, clock),
  );
  registry.provide(
    IDENTITY.ResendVerification,
    [IDENTITY.Users, IDENTITY.RateLimiter, IDENTITY.VerificationMailer, IDENTITY.Mailer, TOKENS.Clock],
    (users, rateLimiter, verification, mailer, clock) =>
      new ResendVerification(users, rateLimiter, verification, mailer, clock),
  );
}

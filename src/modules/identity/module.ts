import type { Config } from '../../config.ts';
import type { Logger } from '../../shared/logging/logger.ts';
import type { Clock } from '../../shared/kernel/clock.ts';
import type { Ids } from '../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../shared/kernel/unit-of-work.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import type { Orm } from '../../shared/persistence/database.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { Argon2PasswordHasher } from './adapters/argon2-password-hasher.ts';
import { DisabledGoogleIdentity, GoogleOAuthIdentity } from './adapters/google-oauth-identity.ts';
import { JwtAccessTokens } from './adapters/jwt-access-tokens.ts';
import { IDENTITY_ENTITIES } from './adapters/mikro-orm-entities.ts';
import { MikroOrmOneTimeTokenRepository } from './adapters/mikro-orm-one-time-token-repository.ts';
import { MikroOrmRefreshTokenRepository } from './adapters/mikro-orm-refresh-token-repository.ts';
import { MikroOrmUserRepository } from './adapters/mikro-orm-user-repository.ts';
import { NodeCryptoSecrets } from './adapters/node-crypto-secrets.ts';
import { OutboxMailer } from './adapters/outbox-mailer.ts';
import { PostgresRateLimiter } from './adapters/postgres-rate-limiter.ts';
import { SmtpMailer } from './adapters/smtp-mailer.ts';
import { AccessPolicy } from './application/access-policy.ts';
import { AuthenticateCaller } from './application/authenticate-caller.ts';
import { ChangePassword } from './application/change-password.ts';
import { CompleteTours } from './application/complete-tours.ts';
import { DeleteAccount } from './application/delete-account.ts';
import { GetProfile } from './application/get-profile.ts';
import { ProvisionAccounts } from './application/provision-accounts.ts';
import { CompleteGoogleSignIn, StartGoogleSignIn } from './application/google-sign-in.ts';
import type { IdentityDeps } from './application/identity-deps.ts';
import { RefreshSession } from './application/refresh-session.ts';
import { RequestPasswordReset } from './application/request-password-reset.ts';
import { ResendVerification } from './application/resend-verification.ts';
import { ResetPassword } from './application/reset-password.ts';
import { SignIn } from './application/sign-in.ts';
import { SignOut } from './application/sign-out.ts';
import { SignUp } from './application/sign-up.ts';
import { SuspendAccount } from './application/suspend-account.ts';
import { UpdateProfile } from './application/update-profile.ts';
import { VerifyEmail } from './application/verify-email.ts';
import { authenticate } from './http/authenticate.ts';
import { mountDevMailbox } from './http/dev-mailbox-page.ts';
import routes from './http/generated/identity.routes.ts';
import type { SubscriptionLookup } from './ports/subscription-lookup.ts';
import { IDENTITY } from './tokens.ts';

/** No paid plans until billing binds its own lookup: everyone is on the trial or Free. */
const noSubscriptions: SubscriptionLookup = { forUser: async () => null };

function register(registry: Registry): void {
  registry.provide(
    IDENTITY.Mailer,
    [TOKENS.Config, TOKENS.Orm, TOKENS.Ids, TOKENS.Clock, TOKENS.Logger],
    (config: Config, orm: Orm, ids: Ids, clock: Clock, logger: Logger) =>
      config.MAIL_PROVIDER === 'smtp' && config.SMTP_URL
        ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : new OutboxMailer(orm, ids, clock, logger, { logLinks: config.NODE_ENV === 'development' }),
  );
  registry.provide(
    IDENTITY.AccessTokens,
    [TOKENS.Config, TOKENS.Clock],
    (config: Config, clock: Clock) =>
      new JwtAccessTokens(config.JWT_SECRET ?? '', config.ACCESS_TOKEN_TTL_SECONDS, clock),
  );
  registry.provide(
    IDENTITY.Deps,
    [TOKENS.Config, TOKENS.Orm, TOKENS.Clock, TOKENS.Ids, TOKENS.UnitOfWork],
    (config: Config, orm: Orm, clock: Clock, ids: Ids, unitOfWork: UnitOfWork): IdentityDeps => ({
      users: new MikroOrmUserRepository(orm),
      refreshTokens: new MikroOrmRefreshTokenRepository(orm),
      oneTimeTokens: new MikroOrmOneTimeTokenRepository(orm),
      hasher: new Argon2PasswordHasher(),
      accessTokens: registry.get(IDENTITY.AccessTokens),
      secrets: new NodeCryptoSecrets(),
      mailer: registry.get(IDENTITY.Mailer),
      rateLimiter: new PostgresRateLimiter(orm),
      google:
        config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
          ? new GoogleOAuthIdentity(
              {
                clientId: config.GOOGLE_CLIENT_ID,
                clientSecret: config.GOOGLE_CLIENT_SECRET,
                redirectUri: `${config.PUBLIC_URL}/auth/callback`,
              },
              clock,
            )
          : new DisabledGoogleIdentity(),
      subscriptions: registry.find(IDENTITY.SubscriptionLookup) ?? noSubscriptions,
      unitOfWork,
      clock,
      ids,
      settings: {
        publicUrl: config.PUBLIC_URL,
        trialDays: config.TRIAL_DAYS,
        requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
        refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      },
    }),
  );
  const useCases: [symbol, new (deps: IdentityDeps) => unknown][] = [
    [IDENTITY.AccessPolicy, AccessPolicy],
    [IDENTITY.AuthenticateCaller, AuthenticateCaller],
    [IDENTITY.SuspendAccount, SuspendAccount],
    [IDENTITY.SignUp, SignUp],
    [IDENTITY.SignIn, SignIn],
    [IDENTITY.RefreshSession, RefreshSession],
    [IDENTITY.SignOut, SignOut],
    [IDENTITY.RequestPasswordReset, RequestPasswordReset],
    [IDENTITY.ResetPassword, ResetPassword],
    [IDENTITY.VerifyEmail, VerifyEmail],
    [IDENTITY.ResendVerification, ResendVerification],
    [IDENTITY.GetProfile, GetProfile],
    [IDENTITY.UpdateProfile, UpdateProfile],
    [IDENTITY.ChangePassword, ChangePassword],
    [IDENTITY.CompleteTours, CompleteTours],
    [IDENTITY.StartGoogleSignIn, StartGoogleSignIn],
    [IDENTITY.CompleteGoogleSignIn, CompleteGoogleSignIn],
    [IDENTITY.ProvisionAccounts, ProvisionAccounts],
  ];
  for (const [token, UseCase] of useCases) {
    registry.provide(token, [IDENTITY.Deps], (deps: IdentityDeps) => new UseCase(deps));
  }
  registry.provide(
    IDENTITY.DeleteAccount,
    [IDENTITY.Deps],
    (deps: IdentityDeps) => new DeleteAccount(deps, registry.all(IDENTITY.AccountDeletionSteps)),
  );
}

/** Accounts, sessions, verification, password reset, Google sign-in, profile and plan gating. */
export const identityModule: AppModule = {
  name: 'identity',
  routes,
  register,
  entities: IDENTITY_ENTITIES,
  apiMiddleware: authenticate,
  mountPages: mountDevMailbox,
};

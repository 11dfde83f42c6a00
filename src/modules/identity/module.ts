import { AppError } from '../../shared/kernel/app-error.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
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
import { MAIL_QUEUE, mailOf, QueuedMailer } from './adapters/queued-mailer.ts';
import { PostgresRateLimiter } from './adapters/postgres-rate-limiter.ts';
import { SmtpMailer } from './adapters/smtp-mailer.ts';
import { AccessPolicy } from './application/access-policy.ts';
import { ChangePassword } from './application/change-password.ts';
import { CompleteTours } from './application/complete-tours.ts';
import { DeleteAccount } from './application/delete-account.ts';
import { DeleteOwnAccount } from './application/delete-own-account.ts';
import { GetProfile } from './application/get-profile.ts';
import { PolishUsage } from './application/polish-usage.ts';
import { ProvisionAccounts } from './application/provision-accounts.ts';
import { SendPasswordResetLink } from './application/send-password-reset-link.ts';
import { SessionIssuer } from './application/session-issuer.ts';
import { SuspendAccount } from './application/suspend-account.ts';
import { UpdateProfile } from './application/update-profile.ts';
import { VerificationMailer } from './application/verification-mailer.ts';
import { WatchAccess } from './application/watch-access.ts';
import { authenticate } from './http/authenticate.ts';
import { mountDevMailbox } from './http/dev-mailbox-page.ts';
import routes from './http/generated/identity.routes.ts';
import type { StaffSelfDeletion } from './ports/staff-self-deletion.ts';
import type { SubscriptionLookup } from './ports/subscription-lookup.ts';
import { registerSessions } from './module-sessions.ts';
import { IDENTITY } from './tokens.ts';

/** No paid plans until billing binds its own lookup: everyone is on the trial or Free. */
const noSubscriptions: SubscriptionLookup = { forUser: async () => null };
/** Without the admin area nothing would record a staff member's own deletion: it is refused. */
const noStaffPath: StaffSelfDeletion = {
  deleteOwnAccount: async () => {
    throw new AppError('CONFLICT', 'A staff account can only be deleted where staff actions are recorded.');
  },
};

/** The ports several use cases share: one instance each. */
function registerPorts(registry: Registry): void {
  registry.provide(IDENTITY.Settings, [TOKENS.Config], (config) => ({
    publicUrl: config.PUBLIC_URL,
    trialDays: config.TRIAL_DAYS,
    requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  }));
  registry.construct(IDENTITY.Users, [TOKENS.Orm], MikroOrmUserRepository);
  registry.construct(IDENTITY.RefreshTokens, [TOKENS.Orm], MikroOrmRefreshTokenRepository);
  registry.construct(IDENTITY.OneTimeTokens, [TOKENS.Orm], MikroOrmOneTimeTokenRepository);
  registry.construct(IDENTITY.RateLimiter, [TOKENS.Orm], PostgresRateLimiter);
  registry.construct(IDENTITY.PasswordHasher, [], Argon2PasswordHasher);
  registry.construct(IDENTITY.Secrets, [], NodeCryptoSecrets);
  registry.provide(
    IDENTITY.AccessTokens,
    [TOKENS.Config, TOKENS.Clock],
    (config, clock) => new JwtAccessTokens(config.JWT_SECRET ?? '', config.ACCESS_TOKEN_TTL_SECONDS, clock),
  );
  registry.construct(IDENTITY.Mailer, [TOKENS.Jobs], QueuedMailer);
  registry.provide(
    IDENTITY.MailTransport,
    [TOKENS.Config, TOKENS.Orm, TOKENS.Ids, TOKENS.Clock, TOKENS.Logger],
    (config, orm, ids, clock, logger) =>
      config.MAIL_PROVIDER === 'smtp' && config.SMTP_URL
        ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : new OutboxMailer(orm, ids, clock, logger, { logLinks: config.NODE_ENV === 'development' }),
  );
  registry.contribute(TOKENS.JobHandlers, [IDENTITY.MailTransport, TOKENS.Config], (transport, config) => ({
    queue: MAIL_QUEUE,
    run: (data) => transport.send(mailOf(data)),
    // several mails in flight (a provider answers in tens to hundreds of milliseconds), never
    // faster than the provider accepts
    concurrency: config.MAIL_CONCURRENCY,
    ratePerSecond: config.MAIL_RATE_PER_SECOND,
  }));
  registry.provide(IDENTITY.GoogleIdentity, [TOKENS.Config, TOKENS.Clock], (config, clock) =>
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
  );
  registry.construct(
    IDENTITY.SessionIssuer,
    [
      IDENTITY.Secrets,
      IDENTITY.RefreshTokens,
      IDENTITY.AccessTokens,
      TOKENS.Clock,
      TOKENS.Ids,
      IDENTITY.Settings,
    ],
    SessionIssuer,
  );
  registry.construct(
    IDENTITY.VerificationMailer,
    [IDENTITY.Secrets, IDENTITY.OneTimeTokens, TOKENS.Clock, TOKENS.Ids, IDENTITY.Settings],
    VerificationMailer,
  );
}

/** The account itself, plan gating, and the staff and operator actions on accounts. */
function registerAccounts(registry: Registry): void {
  // billing may register after identity: look for its lookup when the service is first made
  const subscriptions = () => registry.find(IDENTITY.SubscriptionLookup) ?? noSubscriptions;
  registry.provide(
    IDENTITY.AccessPolicy,
    [IDENTITY.Users, TOKENS.Clock, TOKENS.OperatorSettings],
    (users, clock, settings) => new AccessPolicy(users, subscriptions(), clock, settings),
  );
  registry.provide(
    IDENTITY.GetProfile,
    [IDENTITY.Users, TOKENS.Clock],
    (users, clock) => new GetProfile(users, subscriptions(), clock),
  );
  registry.provide(
    IDENTITY.PolishUsage,
    [IDENTITY.Users, TOKENS.Clock],
    (users, clock) => new PolishUsage(users, subscriptions(), clock),
  );
  registry.construct(IDENTITY.UpdateProfile, [IDENTITY.Users, TOKENS.Clock], UpdateProfile);
  registry.construct(IDENTITY.CompleteTours, [IDENTITY.Users, TOKENS.Clock], CompleteTours);
  registry.construct(
    IDENTITY.ChangePassword,
    [IDENTITY.Users, IDENTITY.PasswordHasher, IDENTITY.RefreshTokens, TOKENS.UnitOfWork, TOKENS.Clock],
    ChangePassword,
  );
  registry.provide(
    IDENTITY.DeleteAccount,
    [IDENTITY.Users, TOKENS.UnitOfWork],
    (users, unitOfWork) => new DeleteAccount(users, unitOfWork, registry.all(IDENTITY.AccountDeletionSteps)),
  );
  // the admin module may register after identity: look for its staff path when first made
  registry.provide(
    IDENTITY.DeleteOwnAccount,
    [IDENTITY.Users, IDENTITY.DeleteAccount, IDENTITY.PasswordHasher, IDENTITY.RateLimiter, TOKENS.Clock],
    (users, deletion, hasher, rateLimiter, clock) =>
      new DeleteOwnAccount(
        users,
        deletion,
        registry.find(IDENTITY.StaffSelfDeletion) ?? noStaffPath,
        hasher,
        rateLimiter,
        clock,
      ),
  );
  registry.construct(
    IDENTITY.SuspendAccount,
    [IDENTITY.Users, IDENTITY.RefreshTokens, TOKENS.UnitOfWork, TOKENS.Clock],
    SuspendAccount,
  );
  registry.construct(
    IDENTITY.SendPasswordResetLink,
    [
      IDENTITY.Users,
      IDENTITY.OneTimeTokens,
      IDENTITY.RefreshTokens,
      IDENTITY.Secrets,
      IDENTITY.Mailer,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      IDENTITY.Settings,
    ],
    SendPasswordResetLink,
  );
  registry.construct(
    IDENTITY.ProvisionAccounts,
    [
      IDENTITY.Users,
      IDENTITY.PasswordHasher,
      IDENTITY.Secrets,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      IDENTITY.Settings,
    ],
    ProvisionAccounts,
  );
  registry.provide(
    IDENTITY.WatchAccess,
    [IDENTITY.Users, TOKENS.Logger],
    (users, logger) =>
      new WatchAccess(users, {
        onError: (err) => logger.error({ err }, 'access check of live streams failed'),
      }),
    (watch) => watch.stop(),
  );
}

function register(registry: Registry): void {
  registerPorts(registry);
  registerSessions(registry);
  registerAccounts(registry);
}

/** Accounts, sign-in, tokens, verification, password reset, Google sign-in, profile and plan gating. */
export const identityModule: AppModule = {
  name: 'identity',
  routes,
  register,
  entities: IDENTITY_ENTITIES,
  apiMiddleware: authenticate,
  mountPages: mountDevMailbox,
};

import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { AccessTokens } from '../ports/access-tokens.ts';
import type { GoogleIdentity } from '../ports/google-identity.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OneTimeTokenRepository } from '../ports/one-time-token-repository.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { SubscriptionLookup } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export interface IdentitySettings {
  /** Base of every link we mail; never taken from a request's Host header. */
  publicUrl: string;
  trialDays: number;
  requireEmailVerification: boolean;
  refreshTokenTtlDays: number;
}

/** Everything the identity use cases may reach, bound once in the module's index.ts. */
export interface IdentityDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  oneTimeTokens: OneTimeTokenRepository;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  secrets: Secrets;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  google: GoogleIdentity;
  subscriptions: SubscriptionLookup;
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: Ids;
  settings: IdentitySettings;
}

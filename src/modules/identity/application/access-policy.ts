import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import { type Entitlements, entitlementsOf, type FreeLimit, freeAllowance } from '../domain/entitlements.ts';
import type { SubscriptionLookup } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';

const DEFAULT_MESSAGES = {
  upgrade: 'Please upgrade your plan to continue.',
  verify: 'Please verify your email to access this.',
  trial: 'Your trial has expired.',
} as const;

/**
 * The gating every module applies on the server (docs/architecture.md section 4): AI actions need a verified
 * e-mail when verification is required; Free allowances answer 402 UPGRADE_REQUIRED; Pro-only
 * features answer 403 TRIAL_EXPIRED once an unpaid trial has ended. Whether verification is
 * required and the Free allowances are operator settings, read from memory (refreshed every few
 * seconds), so the checks cost no extra query.
 */
export class AccessPolicy {
  readonly #users: UserRepository;
  readonly #subscriptions: SubscriptionLookup;
  readonly #clock: Clock;
  readonly #settings: OperatorSettingsSource;
  constructor(
    users: UserRepository,
    subscriptions: SubscriptionLookup,
    clock: Clock,
    settings: OperatorSettingsSource,
  ) {
    this.#users = users;
    this.#subscriptions = subscriptions;
    this.#clock = clock;
    this.#settings = settings;
  }

  async entitlements(userId: string): Promise<Entitlements> {
    const [user, paid] = await Promise.all([
      this.#users.findById(userId),
      this.#subscriptions.forUser(userId),
    ]);
    if (!user) throw new NotFoundError('Account');
    return entitlementsOf(user, paid, this.#clock.now());
  }

  /** Match analysis, interviews, re-evaluation and polish. */
  async assertMayUseAi(userId: string): Promise<void> {
    if (!(await this.#settings.current()).requireEmailVerification) return;
    const user = await this.#users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', DEFAULT_MESSAGES.verify);
  }

  /** Throws when one more use would exceed the Free allowance; paid plans and trials pass. */
  async assertWithinFreeAllowance(
    userId: string,
    limit: FreeLimit,
    alreadyUsed: number,
    message?: string,
  ): Promise<void> {
    const [plan, settings] = await Promise.all([this.entitlements(userId), this.#settings.current()]);
    if (plan.planName !== 'Free' || alreadyUsed < freeAllowance(settings.freePlanLimits, limit)) return;
    throw new AppError('UPGRADE_REQUIRED', message ?? DEFAULT_MESSAGES.upgrade);
  }

  /** For features the Free plan does not include at all. */
  async assertPaidFeature(userId: string): Promise<void> {
    const plan = await this.entitlements(userId);
    if (plan.planName !== 'Free') return;
    if (plan.trialExpired) throw new AppError('TRIAL_EXPIRED', DEFAULT_MESSAGES.trial);
    throw new AppError('UPGRADE_REQUIRED', DEFAULT_MESSAGES.upgrade);
  }
}

import type { AccessPolicy, PolishUsage } from '../../identity/index.ts';
import type { PolishPlan } from '../domain/polish-allowance.ts';
import type { PolishAccess } from '../ports/polish-access.ts';

/** Identity's gate and its `used_polish_feature` flag, behind polishing's port. */
export class IdentityPolishAccess implements PolishAccess {
  readonly #policy: AccessPolicy;
  readonly #usage: PolishUsage;
  constructor(policy: AccessPolicy, usage: PolishUsage) {
    this.#policy = policy;
    this.#usage = usage;
  }

  assertMayUseAi(userId: string): Promise<void> {
    return this.#policy.assertMayUseAi(userId);
  }

  standing(userId: string): Promise<PolishPlan> {
    return this.#usage.standing(userId);
  }

  recordUsed(userId: string): Promise<void> {
    return this.#usage.recordUsed(userId);
  }
}

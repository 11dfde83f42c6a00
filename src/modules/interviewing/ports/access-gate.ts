import type { FreeLimit } from '../../identity/index.ts';

/** The plan gating this module applies; identity's AccessPolicy answers it. */
export interface AccessGate {
  /** Throws 402 UPGRADE_REQUIRED (with the message) when one more use exceeds a Free allowance. */
  assertWithinFreeAllowance(
    userId: string,
    limit: FreeLimit,
    alreadyUsed: number,
    message?: string,
  ): Promise<void>;
  /** Throws 403 EMAIL_NOT_VERIFIED when AI actions need a verified e-mail the user lacks. */
  assertMayUseAi(userId: string): Promise<void>;
  /** Throws 403 TRIAL_EXPIRED (402 without a past trial) when the user is on the Free plan. */
  assertPaidFeature(userId: string): Promise<void>;
}

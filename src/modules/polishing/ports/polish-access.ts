import type { PolishPlan } from '../domain/polish-allowance.ts';

/** The account facts the one-time polish and the e-mail gate need (identity answers them). */
export interface PolishAccess {
  /** Throws 403 EMAIL_NOT_VERIFIED when AI actions need a verified e-mail the user lacks. */
  assertMayUseAi(userId: string): Promise<void>;
  /** The plan (Free or not) and whether a polish was ever completed (`used_polish_feature`). */
  standing(userId: string): Promise<PolishPlan>;
  /** Sets `used_polish_feature`; inside the caller's unit of work. */
  recordUsed(userId: string): Promise<void>;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FreePlanLimits } from './freePlanLimits.ts';

export interface AdminSettingsUpdate {
  /** @maxLength 254 */
  supportEmail: string;
  /**
     * @minimum 0
     * @maximum 365
     */
  trialDays: number;
  requireEmailVerification: boolean;
  /**
     * @maxLength 500
     * @nullable
     */
  maintenanceBanner: string | null;
  freePlanLimits: FreePlanLimits;
}

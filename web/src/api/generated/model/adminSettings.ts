/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FreePlanLimits } from './freePlanLimits.ts';

export interface AdminSettings {
  /** Where contact-form messages and new-ticket notices go; starts from `SUPPORT_EMAIL`. */
  supportEmail: string;
  /**
     * @minimum 0
     * @maximum 365
     */
  trialDays: number;
  requireEmailVerification: boolean;
  /**
     * Text shown to everyone as a Warning banner; null for none.
     * @nullable
     */
  maintenanceBanner: string | null;
  freePlanLimits: FreePlanLimits;
  /**
     * Null while the environment defaults apply.
     * @nullable
     */
  updated_at: string | null;
  /**
     * E-mail of the admin who saved last.
     * @nullable
     */
  updated_by: string | null;
}

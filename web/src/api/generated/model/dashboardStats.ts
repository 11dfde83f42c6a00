/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { LastPairing } from './lastPairing.ts';

export interface DashboardStats {
  /** @minimum 0 */
  totalSessions: number;
  /**
     * Average session score out of 10 with one decimal (a half away from zero), '0.0' when none.
     * @pattern ^\d+\.\d$
     */
  averageScore: string;
  lastPairing?: LastPairing;
}

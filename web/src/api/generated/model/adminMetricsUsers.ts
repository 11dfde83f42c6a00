/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminMetricsUsers = {
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  newLast7Days: number;
  /** @minimum 0 */
  newLast30Days: number;
  /**
     * Signed in within the last 30 days.
     * @minimum 0
     */
  activeLast30Days: number;
  /**
     * Share of accounts with a verified e-mail (0 when there are none).
     * @minimum 0
     * @maximum 1
     */
  verifiedShare: number;
};

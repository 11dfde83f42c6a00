/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminMetricsEvaluations = {
  /**
     * Answer evaluations that failed for good in the last 30 days.
     * @minimum 0
     */
  failedLast30Days: number;
};

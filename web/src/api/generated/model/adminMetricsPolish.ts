/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminMetricsPolish = {
  /** @minimum 0 */
  runsLast30Days: number;
};

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminMetricsSessionsPerDayItem = {
  date: string;
  /** @minimum 0 */
  count: number;
};

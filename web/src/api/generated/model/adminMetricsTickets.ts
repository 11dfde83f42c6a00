/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminMetricsTickets = {
  /** @minimum 0 */
  open: number;
  /**
     * Age of the oldest Open ticket; null when none is open.
     * @minimum 0
     * @nullable
     */
  oldestOpenAgeSeconds: number | null;
};

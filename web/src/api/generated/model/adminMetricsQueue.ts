/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminMetricsQueue = {
  /** @minimum 0 */
  depth: number;
  /** @minimum 0 */
  deadLetters: number;
};

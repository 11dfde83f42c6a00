/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ReadinessQueue {
  /**
     * Jobs waiting to run (evaluations, report scoring, mail), retries included.
     * @minimum 0
     */
  depth: number;
  /**
     * How long the oldest job ready to run has waited; null when none waits.
     * @minimum 0
     * @nullable
     */
  oldestJobAgeSeconds: number | null;
  /**
     * Jobs that failed every retry and wait for an operator.
     * @minimum 0
     */
  deadLetters: number;
}

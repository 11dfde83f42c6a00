/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ReadinessChecks } from './readinessChecks.ts';
import type { ReadinessStatusStatus } from './readinessStatusStatus.ts';

export interface ReadinessStatus {
  status: ReadinessStatusStatus;
  checks: ReadinessChecks;
}

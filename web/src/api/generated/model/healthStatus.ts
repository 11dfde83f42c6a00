/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { HealthStatusStatus } from './healthStatusStatus.ts';

export interface HealthStatus {
  status: HealthStatusStatus;
}

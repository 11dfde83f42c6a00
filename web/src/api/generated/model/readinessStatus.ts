/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ReadinessChecks } from './readinessChecks.ts';
import type { ReadinessQueue } from './readinessQueue.ts';
import type { ReadinessStatusStatus } from './readinessStatusStatus.ts';

export interface ReadinessStatus {
  status: ReadinessStatusStatus;
  checks: ReadinessChecks;
  /** Present when the queue could be read. */
  queue?: ReadinessQueue;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ReadinessChecksDatabase } from './readinessChecksDatabase.ts';
import type { ReadinessChecksQueue } from './readinessChecksQueue.ts';

export interface ReadinessChecks {
  database: ReadinessChecksDatabase;
  /** Whether the background job queue's tables can be read. */
  queue: ReadinessChecksQueue;
}

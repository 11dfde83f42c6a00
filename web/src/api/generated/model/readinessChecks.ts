/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ReadinessChecksDatabase } from './readinessChecksDatabase.ts';

export interface ReadinessChecks {
  database: ReadinessChecksDatabase;
}

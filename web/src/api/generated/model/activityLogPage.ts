/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ActivityEvent } from './activityEvent.ts';

export interface ActivityLogPage {
  events: ActivityEvent[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}

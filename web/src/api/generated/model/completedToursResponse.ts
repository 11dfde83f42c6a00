/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { TourKey } from './tourKey.ts';

export interface CompletedToursResponse {
  completedTours: TourKey[];
}

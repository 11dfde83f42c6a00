/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { TourKey } from './tourKey.ts';

export interface CompleteTourRequest {
  tour_key: TourKey;
}

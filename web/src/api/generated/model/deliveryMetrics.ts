/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FillerWordCount } from './fillerWordCount.ts';

/**
 * Delivery analytics of a spoken answer.
 */
export interface DeliveryMetrics {
  /** @minimum 0 */
  wordsPerMinute: number;
  fillerWords: FillerWordCount[];
}

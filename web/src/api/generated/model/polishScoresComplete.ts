/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PolishScores } from './polishScores.ts';

/**
 * Data of `scores_complete`.
 */
export interface PolishScoresComplete {
  scores: PolishScores;
}

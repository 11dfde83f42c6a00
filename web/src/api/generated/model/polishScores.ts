/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface PolishScores {
  /**
     * @minimum 0
     * @maximum 100
     */
  originalMatchScore: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  improvedMatchScore: number;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface FillerWordCount {
  word: string;
  /** @minimum 1 */
  count: number;
}

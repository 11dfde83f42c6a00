/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SummarySuggestion {
  original: string;
  suggested: string;
  reasoning: string;
}

/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type CriterionRating = typeof CriterionRating[keyof typeof CriterionRating];


export const CriterionRating = {
  Excellent: 'Excellent',
  Good: 'Good',
  Needs_Improvement: 'Needs Improvement',
  Error: 'Error',
} as const;

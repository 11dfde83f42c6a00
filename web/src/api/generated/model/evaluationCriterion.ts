/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { CriterionName } from './criterionName.ts';
import type { CriterionRating } from './criterionRating.ts';

export interface EvaluationCriterion {
  criterion: CriterionName;
  rating: CriterionRating;
  /** What the answer did and what it lacked. */
  feedback: string;
}

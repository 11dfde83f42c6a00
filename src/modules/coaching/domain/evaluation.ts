import type { StructuredJobDescription } from './structured-job.ts';
import type { InterviewType, ThreadTurn } from './interview.ts';

export const CRITERIA = ['Technical Depth', 'Clarity & Structure', 'Relevance & Examples'] as const;
export type CriterionName = (typeof CRITERIA)[number];

export const RATINGS = ['Excellent', 'Good', 'Needs Improvement', 'Error'] as const;
export type CriterionRating = (typeof RATINGS)[number];

export interface EvaluationCriterion {
  criterion: CriterionName;
  rating: CriterionRating;
  /** What the answer did and what it lacked. */
  feedback: string;
}

/** The contract's `EvaluationResult` as the engine produces it (`pending` is the caller's state). */
export interface EvaluationResult {
  status: 'ok' | 'error';
  /** Out of 10 with one decimal; null when the evaluation failed. */
  score: number | null;
  evaluation_criteria: EvaluationCriterion[];
  feedback?: string;
}

export interface EvaluationRequest {
  type: InterviewType;
  question: string;
  answer: string;
  job: StructuredJobDescription;
  /** The thread so far (a follow-up is judged with the main question in view). */
  thread?: ThreadTurn[];
  /** Skills the question was planned around, when the caller kept them. */
  focusSkills?: string[];
}

export const EVALUATION_FAILED_MESSAGE = 'The AI evaluation could not be completed.';

/** A failed evaluation as a value, so the answer and the report survive a provider failure. */
export function failedEvaluation(reason: string = EVALUATION_FAILED_MESSAGE): EvaluationResult {
  return {
    status: 'error',
    score: null,
    evaluation_criteria: CRITERIA.map((criterion) => ({ criterion, rating: 'Error', feedback: reason })),
    feedback: reason,
  };
}

/** Ratings as numbers, for averaging criteria into skill scores. */
export const RATING_POINTS: Record<Exclude<CriterionRating, 'Error'>, number> = {
  Excellent: 9,
  Good: 6.5,
  'Needs Improvement': 3.5,
};

export function ratingFor(fraction: number): Exclude<CriterionRating, 'Error'> {
  if (fraction >= 0.78) return 'Excellent';
  if (fraction >= 0.45) return 'Good';
  return 'Needs Improvement';
}

/**
 * The one rounding rule for every score out of 10 in the product (an answer, a thread, a session,
 * a skill, an average): kept within 0 to 10, one decimal, a half rounded away from zero. It is
 * applied once, to the unrounded value: a mean is taken of unrounded means, then rounded here.
 * Binary floating point holds a half such as 1.15 as 1.1499999…; the tiny nudge keeps it a half.
 */
export function roundScore(value: number): number {
  const tenths = Math.min(10, Math.max(0, value)) * 10;
  return Math.floor(tenths + 0.5 + 1e-9) / 10;
}

import type {
  CriterionName,
  CriterionRating,
  EvaluationCriterion,
  EvaluationResultStatus,
} from '../../api/generated/model';
import { GOOD_SCORE, WARNING_SCORE } from './report-messages';

export type ScoreTone = 'good' | 'warning' | 'bad' | 'none';

export { formatScore } from '../../lib/score-text';

/** The tone of the score as given: good at 8 or above, warning from 6, bad below 6. */
export function scoreTone(score: number | null | undefined): ScoreTone {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'none';
  if (score >= GOOD_SCORE) return 'good';
  if (score >= WARNING_SCORE) return 'warning';
  return 'bad';
}

export const toneText: Record<ScoreTone, string> = {
  good: 'text-success',
  warning: 'text-warning',
  bad: 'text-danger',
  none: 'text-muted',
};

export const toneBar: Record<ScoreTone, string> = {
  good: 'bg-success',
  warning: 'bg-warning',
  bad: 'bg-danger',
  none: 'bg-border-strong',
};

/** Width of a score bar, 0 to 100 percent. */
export function barPercent(score: number | null | undefined): number {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, score * 10));
}

/** An evaluation as the report shows it; anything unreadable counts as a failed evaluation. */
export type Evaluation = {
  status: EvaluationResultStatus;
  score: number | null;
  criteria: EvaluationCriterion[];
  feedback: string | null;
};

const STATUSES: readonly string[] = ['ok', 'pending', 'error'];
const CRITERIA: readonly string[] = ['Technical Depth', 'Clarity & Structure', 'Relevance & Examples'];
const RATINGS: readonly string[] = ['Excellent', 'Good', 'Needs Improvement', 'Error'];

const unreadable: Evaluation = { status: 'error', score: null, criteria: [], feedback: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readCriterion(value: unknown): EvaluationCriterion | null {
  if (!isRecord(value)) return null;
  const { criterion, rating, feedback } = value;
  if (typeof criterion !== 'string' || !CRITERIA.includes(criterion)) return null;
  return {
    criterion: criterion as CriterionName,
    rating: (typeof rating === 'string' && RATINGS.includes(rating) ? rating : 'Error') as CriterionRating,
    feedback: typeof feedback === 'string' ? feedback : '',
  };
}

/** `evaluation_result` is a JSON string written by the server: parse it without trusting it. */
export function parseEvaluation(raw: string | null | undefined): Evaluation {
  if (typeof raw !== 'string' || raw.trim() === '') return unreadable;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable;
  }
  if (!isRecord(parsed)) return unreadable;
  const status =
    typeof parsed.status === 'string' && STATUSES.includes(parsed.status) ? parsed.status : 'error';
  const criteria = Array.isArray(parsed.evaluation_criteria)
    ? parsed.evaluation_criteria.map(readCriterion).filter((item) => item !== null)
    : [];
  const feedback =
    typeof parsed.feedback === 'string' && parsed.feedback.trim() !== '' ? parsed.feedback : null;
  const score = typeof parsed.score === 'number' && Number.isFinite(parsed.score) ? parsed.score : null;
  return { status: status as EvaluationResultStatus, score, criteria, feedback };
}

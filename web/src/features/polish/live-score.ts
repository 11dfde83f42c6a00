import type { PolishScores } from '../../api/generated/model';
import type { PolishState } from './polish-state';

/** Spec: Total Suggestions is 1 (the summary) plus the number of work experiences. */
export function totalSuggestions(state: PolishState): number {
  return 1 + (state.resume?.workExperience.length ?? 0);
}

export type LiveScore = {
  /** The AI-Improved Match Score to show, in % (0-100, whole). */
  improved: number;
  /** False when it is the server's own figure, true when it is interpolated from the decisions. */
  estimated: boolean;
  /** Suggestions whose text the resume uses now (accepted or still pending). */
  kept: number;
  /** Suggestions there are to decide on. */
  offered: number;
};

/**
 * The server scores the resume twice: as uploaded (original) and with every suggestion applied
 * (improved). It does not score the mixes in between, so the live figure is an estimate: each
 * suggestion is counted as an equal share of the gain,
 *
 *   original + (improved - original) × kept / offered
 *
 * where kept counts the suggestions whose text the saved resume would use. Pending ones count as
 * kept, because the spec saves a pending suggestion's text; so before any decision the figure is the
 * server's own improved score, and each rejection takes its share away. An experience polished
 * later through Retry counts as one more share of the same gain (the server did not score it).
 */
export function liveScore(scores: PolishScores, state: PolishState): LiveScore {
  // a role kept as written offers nothing to decide and changes nothing in the score
  const reviews = [state.summary, ...state.experiences].filter(
    (review) =>
      review?.suggestion && !('keptAsWritten' in review.suggestion && review.suggestion.keptAsWritten),
  );
  const offered = reviews.length;
  const kept = reviews.filter((review) => review?.decision !== 'rejected').length;
  const { originalMatchScore: original, improvedMatchScore: improved } = scores;
  if (offered === 0 || kept === offered) return { improved, estimated: false, kept, offered };
  const estimate = Math.round(original + ((improved - original) * kept) / offered);
  return { improved: Math.min(100, Math.max(0, estimate)), estimated: true, kept, offered };
}

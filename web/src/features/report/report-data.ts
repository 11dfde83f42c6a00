import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSessionSummaryQueryKey,
  useGetSessionSummary,
} from '../../api/generated/interviewing/interviewing';
import type { SessionSummary } from '../../api/generated/model';
import { parseEvaluation } from './report-format';
import { PENDING_REFETCH_MS } from './report-messages';

/** A report worth showing: the server answered with a session and its breakdown. */
export function isComplete(summary: SessionSummary | undefined): summary is SessionSummary {
  return (
    !!summary &&
    typeof summary === 'object' &&
    !!summary.session &&
    typeof summary.session.title === 'string' &&
    Array.isArray(summary.breakdown) &&
    Array.isArray(summary.skillScores)
  );
}

/** True while any answer of the report is still being evaluated. */
export function hasPending(summary: SessionSummary | undefined): boolean {
  if (!isComplete(summary)) return false;
  return summary.breakdown.some(
    (item) =>
      parseEvaluation(item.evaluation_result).status === 'pending' ||
      (item.follow_ups ?? []).some(
        (follow) => parseEvaluation(follow.evaluation_result).status === 'pending',
      ),
  );
}

/** The report, fetched again every few seconds while an evaluation is pending. */
export function useReport(sessionId: string) {
  const queryClient = useQueryClient();
  const query = useGetSessionSummary(sessionId, {
    query: {
      enabled: sessionId !== '',
      refetchInterval: (current) => (hasPending(current.state.data) ? PENDING_REFETCH_MS : false),
    },
  });
  return {
    query,
    reload: () => queryClient.invalidateQueries({ queryKey: getGetSessionSummaryQueryKey(sessionId) }),
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  getGetSessionSummaryQueryKey,
  useGetSessionSummary,
} from '../../api/generated/interviewing/interviewing';
import type { SessionSummary } from '../../api/generated/model';
import { endInterviewQuietly } from '../../lib/end-interview';
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

/**
 * True while the report is not final: an answer is still being evaluated, or the session has ended
 * with scored answers and its own score is still being written (that runs just after the end).
 */
export function hasPending(summary: SessionSummary | undefined): boolean {
  if (!isComplete(summary)) return false;
  const { session } = summary;
  const scoring =
    session.status === 'completed' &&
    session.score === null &&
    summary.breakdown.some((item) => item.thread_score !== null);
  return (
    scoring ||
    summary.breakdown.some(
      (item) =>
        parseEvaluation(item.evaluation_result).status === 'pending' ||
        (item.follow_ups ?? []).some(
          (follow) => parseEvaluation(follow.evaluation_result).status === 'pending',
        ),
    )
  );
}

/** The report, fetched again every few seconds while an evaluation or the session's score is pending. */
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

/**
 * A report reached after /interview could not confirm the end of its session: while the session
 * is still in progress, the end is tried once more in the background and the report reloaded.
 * Answers whether that try is still to come or running (the report holds back its in-progress note).
 */
export function useEndRetry(
  sessionId: string,
  summary: SessionSummary | undefined,
  wanted: boolean,
  reload: () => Promise<unknown>,
): boolean {
  const tried = useRef(false);
  const [done, setDone] = useState(false);
  const inProgress = isComplete(summary) && summary.session.status === 'in_progress';
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (!wanted || !inProgress || tried.current) return;
    tried.current = true;
    // whatever the answer, the report is read again: the session may have ended meanwhile
    void endInterviewQuietly(sessionId)
      .catch(() => undefined)
      .then(() => reloadRef.current())
      .finally(() => setDone(true));
  }, [inProgress, sessionId, wanted]);
  return wanted && inProgress && !done;
}

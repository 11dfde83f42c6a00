import { useQueryClient } from '@tanstack/react-query';
import {
  getListApplicationsQueryKey,
  getListDocumentsQueryKey,
  useListApplications,
  useListDocuments,
} from '../../api/generated/documents/documents';
import {
  getGetDashboardStatsQueryKey,
  getListSessionHistoryQueryKey,
  useGetDashboardStats,
  useListSessionHistory,
} from '../../api/generated/interviewing/interviewing';
import { isApiError } from '../../lib/api-error';
import { RECENT_SESSIONS_LIMIT } from './dashboard-messages';

const recentParams = { page: 1, limit: RECENT_SESSIONS_LIMIT } as const;

/** Network blips and server errors get two more tries; a 4xx or 'not implemented' never changes. */
function retry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && ((error.status >= 400 && error.status < 500) || error.status === 501))
    return false;
  return failureCount < 2;
}

const options = { query: { retry } };

/** The dashboard's four reads, started together (spec: dashboard data loads in parallel). */
export function useDashboardData() {
  const queryClient = useQueryClient();
  const documents = useListDocuments(options);
  const stats = useGetDashboardStats(options);
  const recent = useListSessionHistory(recentParams, options);
  const applications = useListApplications(options);
  const all = [documents, stats, recent, applications];

  const failed = all.filter((query) => query.isError);
  const unauthorized = failed.some((query) => isApiError(query.error) && query.error.status === 401);

  return {
    documents,
    stats,
    recent,
    applications,
    failed: failed.length > 0,
    unauthorized,
    retryFailed: () => Promise.all(failed.map((query) => query.refetch())),
    reload: () =>
      Promise.all(
        [
          getListDocumentsQueryKey(),
          getGetDashboardStatsQueryKey(),
          getListSessionHistoryQueryKey(recentParams),
          getListApplicationsQueryKey(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    reloadDocuments: () => queryClient.invalidateQueries({ queryKey: getListDocumentsQueryKey() }),
  };
}

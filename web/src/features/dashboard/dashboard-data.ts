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

/** The dashboard's four reads, started together (spec: dashboard data loads in parallel). */
export function useDashboardData() {
  const queryClient = useQueryClient();
  const documents = useListDocuments();
  const stats = useGetDashboardStats();
  const recent = useListSessionHistory(recentParams);
  const applications = useListApplications();
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

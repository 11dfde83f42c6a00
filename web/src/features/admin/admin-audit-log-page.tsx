import { keepPreviousData } from '@tanstack/react-query';
import { ChevronDown, ScrollText } from 'lucide-react';
import { Fragment, useState } from 'react';
import { adminExportAuditLog, useAdminListAuditLog } from '../../api/generated/admin/admin';
import type { AdminExportAuditLogParams, AuditLogEntry } from '../../api/generated/model';
import { ChangeView } from '../../components/admin/change-view';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
import { Table, Td, Th } from '../../components/admin/table';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { dayEnd, dayStart } from './admin-format';
import { AdminOnly } from './admin-only';
import { TableSkeleton, When } from './admin-ui';
import { ExportButton } from './export-button';
import { definedParams, useListState } from './list-state';
import { type FilterField, LogFilters } from './log-filters';

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_FAILED = 'The audit log could not be loaded.';
export { EXPORT_FAILED } from './export-button';

const filterKeys = ['actor', 'action', 'target', 'from', 'to'] as const;
type AuditFilter = (typeof filterKeys)[number];

/** The actions the contract names; the filter takes any other too. */
const knownActions = [
  'user.suspend',
  'user.unsuspend',
  'user.reset_password',
  'user.delete',
  'user.delete_self',
  'ticket.reply',
  'ticket.status',
  'ticket.note',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'settings.update',
  'audit.export',
];

const fields: FilterField<AuditFilter>[] = [
  { key: 'actor', label: 'Staff e-mail', placeholder: 'Part of an e-mail' },
  { key: 'action', label: 'Action', placeholder: 'e.g. user.suspend', suggestions: knownActions },
  { key: 'target', label: 'Target id', placeholder: 'A user, ticket or announcement id' },
  { key: 'from', label: 'From (day)', type: 'date' },
  { key: 'to', label: 'To (day, included)', type: 'date' },
];

/** The filters as the API takes them; days become instants in the staff member's zone. */
export function auditQuery(filters: Record<AuditFilter, string>): AdminExportAuditLogParams {
  return definedParams({
    actor: filters.actor,
    action: filters.action,
    target: filters.target,
    from: dayStart(filters.from),
    to: dayEnd(filters.to),
  });
}

function EntryRows({ entries }: { entries: AuditLogEntry[] }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Table label="Audit log" className="table-cards sm:min-w-[56rem]">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Staff</Th>
          <Th>Action</Th>
          <Th>Target</Th>
          <Th>Reason</Th>
          <Th>
            <span className="sr-only">Details</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const open = expanded === entry.id;
          const detailsId = `audit-${entry.id}`;
          return (
            <Fragment key={entry.id}>
              <tr className={open ? 'bg-surface-muted/60' : undefined}>
                <Td>
                  <When iso={entry.created_at} exact />
                </Td>
                <Td data-label="Staff">
                  <div className="flex flex-col items-start gap-1">
                    <span className="break-all">{entry.actor_email}</span>
                    <Badge tone={entry.actor_role === 'admin' ? 'primary' : 'success'}>
                      {entry.actor_role === 'admin' ? 'Admin' : 'Support'}
                    </Badge>
                  </div>
                </Td>
                <Td data-label="Action">
                  <code className="font-mono text-xs">{entry.action}</code>
                </Td>
                <Td data-label="Target">
                  {entry.target_type || entry.target_id ? (
                    <div className="flex flex-col">
                      <span className="text-xs text-muted">{entry.target_type}</span>
                      <span className="font-mono text-xs break-all">{entry.target_id}</span>
                    </div>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </Td>
                <Td data-label="Reason" className="max-w-[16rem] break-words">
                  {entry.reason ?? <span className="text-muted">—</span>}
                </Td>
                <Td>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={open}
                    aria-controls={detailsId}
                    onClick={() => setExpanded(open ? null : entry.id)}
                  >
                    {open ? 'Hide' : 'Details'}
                    <span className="sr-only">
                      {' '}
                      of {entry.action} at {entry.created_at}
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className={
                        open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'
                      }
                    />
                  </Button>
                </Td>
              </tr>
              {open && (
                <tr id={detailsId}>
                  <Td colSpan={6} className="bg-surface-muted/40">
                    {/* stays in view while the wide table scrolls sideways on a phone */}
                    <div className="sticky left-4 flex max-w-[calc(100vw-5rem)] flex-col gap-3 md:max-w-2xl">
                      <ChangeView before={entry.before} after={entry.after} />
                      <dl className="grid grid-cols-1 gap-2 text-xs sm:grid-cols-3">
                        <div>
                          <dt className="text-muted">IP address</dt>
                          <dd className="font-mono">{entry.ip ?? '—'}</dd>
                        </div>
                        <div>
                          <dt className="text-muted">Request id</dt>
                          <dd className="font-mono break-all select-all">{entry.request_id}</dd>
                        </div>
                        <div>
                          <dt className="text-muted">Staff account</dt>
                          <dd className="font-mono break-all">{entry.actor_id ?? 'Deleted since'}</dd>
                        </div>
                      </dl>
                    </div>
                  </Td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}

function AuditLog() {
  const { filters, page, setFilters, setPage } = useListState(filterKeys);
  const log = useAdminListAuditLog(
    { ...auditQuery(filters), page, limit: AUDIT_PAGE_SIZE },
    { query: { retry: false, placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  const filtered = filterKeys.some((key) => filters[key]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Audit Log"
        description="Every action staff have taken, with who, why, and what changed."
        actions={
          <ExportButton
            name="audit-log"
            exportCsv={() => adminExportAuditLog(auditQuery(filters), { quiet: true })}
          />
        }
      />
      <LogFilters label="Audit log filters" fields={fields} values={filters} onApply={setFilters} />
      <Card className="min-w-0 overflow-hidden">
        {log.isPending ? (
          <TableSkeleton label="Loading the audit log" />
        ) : log.isError && !log.data ? (
          <div className="p-4">
            <LoadError onRetry={() => void log.refetch()} retrying={log.isFetching}>
              {errorMessage(log.error, AUDIT_FAILED)}
            </LoadError>
          </div>
        ) : log.data.entries.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={filtered ? 'No staff actions match these filters.' : 'No staff actions yet.'}
          />
        ) : (
          <>
            <EntryRows entries={log.data.entries} />
            <Pagination
              page={log.data.page}
              totalPages={log.data.totalPages}
              total={log.data.total}
              totalCapped={log.data.totalCapped}
              hasMore={log.data.hasMore}
              noun={['entry', 'entries']}
              busy={log.isFetching}
              onPageChange={setPage}
            />
          </>
        )}
      </Card>
    </div>
  );
}

/** /admin/audit-log (admin only): staff actions, filtered, paged and exportable as CSV. */
export function AdminAuditLogPage() {
  usePageTitle('Audit Log · Admin');
  return (
    <AdminOnly title="Audit Log">
      <AuditLog />
    </AdminOnly>
  );
}

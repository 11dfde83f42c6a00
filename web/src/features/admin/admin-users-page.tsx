import { keepPreviousData } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useAdminListUsers } from '../../api/generated/admin/admin';
import type { AdminUser } from '../../api/generated/model';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
import { Table, Td, Th } from '../../components/admin/table';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { SearchField, TableSkeleton, When } from './admin-ui';
import { definedParams, useListState } from './list-state';
import { useStaffRole } from './staff-role';
import { PlanBadge, RoleLabel, StatusBadge, VerifiedBadge } from './user-badges';
import { UserDetailDrawer } from './user-detail-drawer';

export const USERS_PAGE_SIZE = 20;
export const USERS_FAILED = 'The users could not be loaded.';

const filterKeys = ['search'] as const;

function UserRows({ users, onOpen }: { users: AdminUser[]; onOpen: (user: AdminUser) => void }) {
  return (
    <Table label="Users" className="table-cards sm:min-w-[56rem]">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>E-mail</Th>
          <Th>Role</Th>
          <Th>Status</Th>
          <Th>Plan</Th>
          <Th>Verified</Th>
          <Th>Created</Th>
          <Th>Last sign-in</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} className="transition-colors hover:bg-surface-muted/60">
            <Td>
              <button
                type="button"
                className="focus-ring rounded-sm text-left font-medium text-primary hover:underline"
                aria-haspopup="dialog"
                onClick={() => onOpen(user)}
              >
                {user.name || 'No name'}
              </button>
            </Td>
            <Td data-label="E-mail" className="break-all">
              {user.email}
            </Td>
            <Td data-label="Role">
              <RoleLabel role={user.role} />
            </Td>
            <Td data-label="Status">
              <StatusBadge status={user.status} />
            </Td>
            <Td data-label="Plan">
              <PlanBadge plan={user.planName} />
            </Td>
            <Td data-label="Verified">
              <VerifiedBadge verified={user.email_verified} />
            </Td>
            <Td data-label="Created">
              <When iso={user.created_at} />
            </Td>
            <Td data-label="Last sign-in">
              <When iso={user.last_login_at} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** /admin/users: every account, searchable by name or e-mail, with a detail drawer per person. */
export function AdminUsersPage() {
  usePageTitle('Users · Admin');
  const role = useStaffRole();
  const { filters, page, setFilters, setPage } = useListState(filterKeys);
  const [opened, setOpened] = useState<AdminUser | null>(null);
  const users = useAdminListUsers(definedParams({ page, limit: USERS_PAGE_SIZE, search: filters.search }), {
    query: { retry: false, placeholderData: keepPreviousData },
    request: { quiet: true },
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Users"
        description={
          role === 'admin'
            ? 'Look people up, reset passwords, suspend or delete accounts.'
            : 'Look people up: their plan, usage and recent activity.'
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search users"
          placeholder="Name or e-mail"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
      </div>
      <Card className="min-w-0 overflow-hidden">
        {users.isPending ? (
          <TableSkeleton label="Loading users" />
        ) : users.isError && !users.data ? (
          <div className="p-4">
            <LoadError onRetry={() => void users.refetch()} retrying={users.isFetching}>
              {errorMessage(users.error, USERS_FAILED)}
            </LoadError>
          </div>
        ) : users.data.users.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title={filters.search ? `No users match “${filters.search}”.` : 'No users yet.'}
          >
            {filters.search && 'Try part of the name or the e-mail address.'}
          </EmptyState>
        ) : (
          <>
            <UserRows users={users.data.users} onOpen={setOpened} />
            <Pagination
              page={users.data.page}
              totalPages={users.data.totalPages}
              total={users.data.total}
              totalCapped={users.data.totalCapped}
              hasMore={users.data.hasMore}
              noun={['user', 'users']}
              busy={users.isFetching}
              onPageChange={setPage}
            />
          </>
        )}
      </Card>
      <UserDetailDrawer user={opened} isAdmin={role === 'admin'} onClose={() => setOpened(null)} />
    </div>
  );
}

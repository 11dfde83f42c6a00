import { useQueryClient } from '@tanstack/react-query';
import { Megaphone, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  getAdminListAnnouncementsQueryKey,
  useAdminDeleteAnnouncement,
  useAdminListAnnouncements,
} from '../../api/generated/admin/admin';
import type { AdminAnnouncement } from '../../api/generated/model';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadError } from '../../components/admin/load-error';
import { Table, Td, Th } from '../../components/admin/table';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { formatDateTime } from '../../lib/relative-time';
import { AdminOnly } from './admin-only';
import { TableSkeleton } from './admin-ui';
import { AnnouncementEditor, visibility } from './announcement-editor';

export const ANNOUNCEMENTS_FAILED = 'The announcements could not be loaded.';

const typeTones = { Informational: 'primary', Warning: 'warning', Promotion: 'success' } as const;

function windowText(announcement: AdminAnnouncement): string {
  const { starts_at: start, ends_at: end } = announcement;
  if (!start && !end) return 'Always';
  if (start && end) return `${formatDateTime(start)} – ${formatDateTime(end)}`;
  if (start) return `From ${formatDateTime(start)}`;
  return `Until ${formatDateTime(end ?? '')}`;
}

function Rows({
  announcements,
  onEdit,
  onDelete,
}: {
  announcements: AdminAnnouncement[];
  onEdit: (announcement: AdminAnnouncement) => void;
  onDelete: (announcement: AdminAnnouncement) => void;
}) {
  return (
    <Table label="Announcements" className="table-cards sm:min-w-[52rem]">
      <thead>
        <tr>
          <Th>Type</Th>
          <Th>Message</Th>
          <Th>Active</Th>
          <Th>Window</Th>
          <Th>Feature</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {announcements.map((announcement) => {
          const shown = visibility(announcement.is_active, announcement.starts_at, announcement.ends_at);
          return (
            <tr key={announcement.id}>
              <Td>
                <Badge tone={typeTones[announcement.type]}>{announcement.type}</Badge>
              </Td>
              <Td className="max-w-[24rem]">
                <p className="line-clamp-3 break-words">{announcement.message}</p>
              </Td>
              <Td data-label="Active">
                <Badge tone={shown.tone}>{shown.label}</Badge>
              </Td>
              <Td data-label="Window" className="text-xs whitespace-nowrap">
                {windowText(announcement)}
              </Td>
              <Td data-label="Feature">
                {announcement.is_feature ? (
                  <Badge tone="primary">
                    <Sparkles aria-hidden="true" className="size-3" />
                    New feature
                  </Badge>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </Td>
              <Td>
                <div className="flex gap-1 sm:justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit announcement: ${announcement.message.slice(0, 40)}`}
                    onClick={() => onEdit(announcement)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    aria-label={`Delete announcement: ${announcement.message.slice(0, 40)}`}
                    onClick={() => onDelete(announcement)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function Announcements() {
  const queryClient = useQueryClient();
  const list = useAdminListAnnouncements({ query: { retry: false }, request: { quiet: true } });
  const remove = useAdminDeleteAnnouncement({ request: { quiet: true } });
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const openEditor = (announcement: AdminAnnouncement | null) => {
    setNotice(null);
    setEditing(announcement);
    setEditorOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      await queryClient.invalidateQueries({ queryKey: getAdminListAnnouncementsQueryKey() });
      setNotice({ tone: 'success', text: 'The announcement was deleted.' });
    } catch (error) {
      setNotice({ tone: 'danger', text: errorMessage(error, 'The announcement could not be deleted.') });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Announcements"
        description="Banners shown at the top of every signed-in page."
        actions={
          <Button onClick={() => openEditor(null)}>
            <Plus aria-hidden="true" className="size-4" />
            New announcement
          </Button>
        }
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Card className="min-w-0 overflow-hidden">
        {list.isPending ? (
          <TableSkeleton label="Loading announcements" rows={3} />
        ) : list.isError ? (
          <div className="p-4">
            <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching}>
              {errorMessage(list.error, ANNOUNCEMENTS_FAILED)}
            </LoadError>
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState
            icon={Megaphone}
            title="No announcements yet."
            action={
              <Button variant="secondary" onClick={() => openEditor(null)}>
                Write the first one
              </Button>
            }
          >
            Use one for maintenance windows, new features or offers.
          </EmptyState>
        ) : (
          <Rows announcements={list.data} onEdit={openEditor} onDelete={setDeleting} />
        )}
      </Card>
      <AnnouncementEditor
        announcement={editing}
        open={editorOpen}
        onClose={() => setEditorOpen(false)}
        onSaved={(_saved, created) => {
          setEditorOpen(false);
          setNotice({
            tone: 'success',
            text: created ? 'The announcement was created.' : 'Your changes were saved.',
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this announcement?"
        description={
          deleting ? `“${deleting.message}” disappears for everyone. This cannot be undone.` : undefined
        }
        confirmLabel="Delete announcement"
        destructive
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** /admin/announcements (admin only): list, create, edit and delete the shell's banners. */
export function AdminAnnouncementsPage() {
  usePageTitle('Announcements · Admin');
  return (
    <AdminOnly title="Announcements">
      <Announcements />
    </AdminOnly>
  );
}

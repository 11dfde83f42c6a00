import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminAnnouncement, AnnouncementInput } from '../../api/generated/model';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { makeAnnouncement, signInAs } from './admin-fixtures';

function serveAnnouncements(initial: AdminAnnouncement[]) {
  let list = initial;
  const created: AnnouncementInput[] = [];
  const updated: AnnouncementInput[] = [];
  const deleted: string[] = [];
  server.use(
    http.get('/api/admin/announcements', () => HttpResponse.json(list)),
    http.post('/api/admin/announcements', async ({ request }) => {
      const body = (await request.json()) as AnnouncementInput;
      created.push(body);
      const saved = makeAnnouncement({ ...body, id: 'a9', is_feature: body.is_feature ?? false });
      list = [saved, ...list];
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.put('/api/admin/announcements/:id', async ({ request, params }) => {
      const body = (await request.json()) as AnnouncementInput;
      updated.push(body);
      list = list.map((item) =>
        item.id === params.id ? { ...item, ...body, is_feature: body.is_feature ?? false } : item,
      );
      return HttpResponse.json(list.find((item) => item.id === params.id));
    }),
    http.delete('/api/admin/announcements/:id', ({ params }) => {
      deleted.push(String(params.id));
      list = list.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { created, updated, deleted };
}

describe('/admin/announcements', () => {
  it('tells support staff the page is for admins, without asking the server', async () => {
    signInAs('support');
    let asked = false;
    server.use(
      http.get('/api/admin/announcements', () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/admin/announcements');
    expect(await screen.findByText('Only an admin can see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New announcement/ })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('lists announcements with type, message, state, window and feature flag', async () => {
    signInAs('admin');
    serveAnnouncements([
      makeAnnouncement(),
      makeAnnouncement({
        id: 'a2',
        type: 'Warning',
        message: 'Maintenance on Sunday.',
        is_active: false,
        is_feature: true,
        starts_at: '2025-08-10T02:00:00Z',
        ends_at: '2025-08-10T04:00:00Z',
      }),
    ]);
    renderApp('/admin/announcements');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Informational');
    expect(rows[1]).toHaveTextContent('New interview types are here.');
    expect(rows[1]).toHaveTextContent('Showing now');
    expect(rows[1]).toHaveTextContent('Always');
    expect(rows[2]).toHaveTextContent('Inactive: nobody sees it');
    expect(rows[2]).toHaveTextContent('New feature');
    expect(rows[2]).toHaveTextContent(/Aug 10, 2025/);
  });

  it('previews the banner while writing, and creates the announcement', async () => {
    signInAs('admin');
    const calls = serveAnnouncements([]);
    renderApp('/admin/announcements');
    await screen.findByText('No announcements yet.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /New announcement/ }));
    const editor = await screen.findByRole('dialog', { name: 'New announcement' });
    const preview = within(editor).getByTestId('announcement-preview');
    expect(preview).toHaveTextContent('Your message appears here.');

    // a blank message is refused
    await user.click(within(editor).getByRole('button', { name: 'Create announcement' }));
    expect(within(editor).getByText('Please write the message.')).toBeInTheDocument();

    await user.selectOptions(within(editor).getByLabelText('Type'), 'Warning');
    await user.type(within(editor).getByLabelText('Message'), 'Maintenance tonight at 22:00.');
    expect(preview).toHaveTextContent('Warning: Maintenance tonight at 22:00.');
    expect(preview.querySelector('section')?.className).toMatch(/bg-warning/);

    await user.click(within(editor).getByRole('switch', { name: 'Active' }));
    expect(within(editor).getByTestId('announcement-visibility')).toHaveTextContent('Inactive');
    await user.click(within(editor).getByRole('switch', { name: 'Active' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Announce as a new feature' }));
    expect(within(editor).getByText(/Everyone also gets a notification, once/)).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Create announcement' }));
    expect(await screen.findByText('The announcement was created.')).toBeInTheDocument();
    expect(calls.created).toEqual([
      {
        type: 'Warning',
        message: 'Maintenance tonight at 22:00.',
        is_active: true,
        is_feature: true,
        starts_at: null,
        ends_at: null,
      },
    ]);
    expect(await screen.findByRole('table', { name: 'Announcements' })).toHaveTextContent(
      'Maintenance tonight',
    );
  });

  it('refuses a window that ends before it starts, and saves an edit with local times as instants', async () => {
    signInAs('admin');
    const calls = serveAnnouncements([makeAnnouncement()]);
    renderApp('/admin/announcements');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit announcement/ }));
    const editor = await screen.findByRole('dialog', { name: 'Edit announcement' });
    expect(within(editor).getByLabelText('Message')).toHaveValue('New interview types are here.');
    const starts = within(editor).getByLabelText('Starts');
    const ends = within(editor).getByLabelText('Ends');
    await user.type(starts, '2025-09-02T10:00');
    await user.type(ends, '2025-09-01T10:00');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(within(editor).getByText('The end must be after the start.')).toBeInTheDocument();
    expect(calls.updated).toEqual([]);

    await user.clear(ends);
    await user.type(ends, '2025-09-03T10:00');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(calls.updated).toEqual([
      expect.objectContaining({
        starts_at: new Date('2025-09-02T10:00').toISOString(),
        ends_at: new Date('2025-09-03T10:00').toISOString(),
      }),
    ]);
  });

  it('deletes after a confirmation', async () => {
    signInAs('admin');
    const calls = serveAnnouncements([makeAnnouncement()]);
    renderApp('/admin/announcements');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete announcement/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    expect(await screen.findByText('The announcement was deleted.')).toBeInTheDocument();
    expect(calls.deleted).toEqual(['a1']);
    await waitFor(() => expect(screen.getByText('No announcements yet.')).toBeInTheDocument());
  });
});

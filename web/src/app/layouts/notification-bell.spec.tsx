import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListDocumentsMockHandler } from '../../api/generated/documents/documents.msw';
import {
  fakeNotificationServer,
  makeNotification,
} from '../../features/notifications/notification-test-server';
import { setToken } from '../../lib/auth-token';
import { uiStore } from '../../lib/ui-store';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** /documents, a light shell page, with the fake notification server behind the bell. */
function openShell(fake: ReturnType<typeof fakeNotificationServer>) {
  setToken(makeToken({ name: 'Ada Lovelace' }));
  server.use(
    // someone who has taken the tours, so none starts over the page
    http.get('/api/user/profile', () => HttpResponse.json(makeProfile({ completedTours: TOURS_TAKEN }))),
    getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }),
    ...fake.handlers,
  );
  const view = renderApp('/documents');
  return view;
}

const dot = () => document.querySelector('[data-unread-dot]');

describe('notification bell', () => {
  it("says 'No notifications yet.' and links to the full list when there are none", async () => {
    const fake = fakeNotificationServer([]);
    openShell(fake);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(dot()).toBeNull();
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('No notifications yet.')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows a red dot, the unread count to screen readers, and the latest 5 with preview and time', async () => {
    const items = [
      makeNotification({
        title: 'Your report is ready',
        body: 'Open it to see your scores.',
        created_at: ago(3 * HOUR),
      }),
      makeNotification({ title: 'Reply from support', is_read: true, created_at: ago(2 * DAY) }),
      makeNotification({ title: 'Older one', is_read: true, created_at: ago(45 * DAY) }),
      makeNotification({ title: 'Ancient', created_at: ago(800 * DAY) }),
      makeNotification({ title: 'Fifth' }),
      makeNotification({ title: 'Sixth, not shown', is_read: true }),
    ];
    const fake = fakeNotificationServer(items);
    openShell(fake);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(dot()).not.toBeNull();
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.textContent !== 'View all notifications');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveTextContent('Your report is ready (unread)');
    expect(entries[0]).toHaveTextContent('Open it to see your scores.');
    expect(entries[0]).toHaveTextContent('3 hours ago');
    expect(entries[1]).toHaveTextContent('2 days ago');
    expect(entries[2]).toHaveTextContent('1 month ago');
    expect(entries[3]).toHaveTextContent('2 years ago');
    expect(within(menu).queryByText('Sixth, not shown')).toBeNull();
  });

  it('marks an unread one read at once and opens its detail dialog when it has no link', async () => {
    const note = makeNotification({ title: 'Welcome aboard', body: 'Line one.\nLine two in full.' });
    const fake = fakeNotificationServer([note, makeNotification({ is_read: true })]);
    openShell(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Welcome aboard/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome aboard' });
    expect(dialog).toHaveTextContent('Line one. Line two in full.');
    expect(dialog).toHaveTextContent('1 minute ago');
    // optimistic: the dot is gone at once (the page behind the dialog is hidden from the a11y tree)
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(dot()).toBeNull();
    await waitFor(() => expect(fake.requests.read).toEqual([note.id]));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the page is usable again (the menu and the dialog both lock the page while open)
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('goes to the link of a notification that has one, marking it read', async () => {
    const note = makeNotification({ title: 'Support replied', link_url: '/settings/support/t-1' });
    const fake = fakeNotificationServer([note]);
    server.use(
      http.get('/api/support/tickets/t-1', () => HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 })),
    );
    const { router } = openShell(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Support replied/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/support/t-1'));
    await waitFor(() => expect(fake.requests.read).toEqual([note.id]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not call the server or lower the count for one already read', async () => {
    const fake = fakeNotificationServer([
      makeNotification({ title: 'Unread one' }),
      makeNotification({ title: 'Read one', is_read: true }),
    ]);
    openShell(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Read one/ }));
    await screen.findByRole('dialog', { name: 'Read one' });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    expect(fake.requests.read).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const fake = fakeNotificationServer([
      makeNotification({ title: 'First' }),
      makeNotification({ title: 'Second' }),
    ]);
    openShell(fake);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /First/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /Second/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });

  it('keeps the badge live: the dot appears from the stream, without any reload', async () => {
    // the lists are answered once; a refetch never arrives, so only the stream can show the dot
    const fake = fakeNotificationServer([], { holdRefetches: true });
    openShell(fake);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(fake.connections).toHaveLength(1));
    expect(fake.connections[0]?.token).toBeTruthy();
    expect(dot()).toBeNull();

    act(() => fake.add(makeNotification({ title: 'Your report is ready' })));

    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(dot()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('menuitem', { name: /Your report is ready/ })).toBeInTheDocument();
    expect(fake.requests.latest).toBeGreaterThanOrEqual(1);
  });

  it('follows the count when a notification is read elsewhere', async () => {
    const note = makeNotification();
    const fake = fakeNotificationServer([note]);
    openShell(fake);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(fake.connections).toHaveLength(1));
    act(() => fake.readElsewhere(note.id));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(dot()).toBeNull();
  });

  it('only logs a failing list: no error modal, the bell still works', async () => {
    const fake = fakeNotificationServer([]);
    openShell(fake);
    server.use(
      http.get('/api/user/notifications', () =>
        HttpResponse.json({ error: 'INTERNAL', message: 'down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(
      await screen.findByText('Could not load your notifications.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(uiStore.getState().errorModal.open).toBe(false);
  });
});

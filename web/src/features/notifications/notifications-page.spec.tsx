import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListSessionHistoryMockHandler } from '../../api/generated/interviewing/interviewing.msw';
import type { Notification } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { uiStore } from '../../lib/ui-store';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { fakeNotificationServer, makeNotification } from './notification-test-server';

const DAY = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function openPage(items: Notification[]) {
  const fake = fakeNotificationServer(items);
  setToken(makeToken());
  server.use(
    http.get('/api/user/profile', () => HttpResponse.json(makeProfile({ completedTours: TOURS_TAKEN }))),
    ...fake.handlers,
  );
  const view = renderApp('/notifications');
  return { fake, ...view };
}

const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('/notifications', () => {
  it("says 'You have no notifications.' and cannot mark anything read when there are none", async () => {
    openPage([]);
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('lists newest first with relative times, a date past 30 days, and loads more pages on demand', async () => {
    const items = [
      makeNotification({ title: 'Newest', created_at: ago(2 * DAY) }),
      makeNotification({ title: 'Last month', is_read: true, created_at: '2025-01-15T12:00:00Z' }),
      ...Array.from({ length: 23 }, (_, index) =>
        makeNotification({ title: `Older ${index + 1}`, is_read: true, created_at: '2024-06-01T12:00:00Z' }),
      ),
    ];
    const { fake } = openPage(items);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Notifications' });
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toHaveTextContent('Newest (unread)');
    expect(rows()[0]).toHaveTextContent('2 days ago');
    expect(rows()[1]).toHaveTextContent('Jan 15, 2025');
    expect(fake.requests.pages).toEqual([{ page: 1, limit: 20 }]);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(fake.requests.pages).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
    ]);
    expect(rows()[24]).toHaveTextContent('Older 23');
    // no further page
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("'Mark all as read' reads everything at once, clears the bell's dot, and is then disabled", async () => {
    const { fake } = openPage([makeNotification({ title: 'One' }), makeNotification({ title: 'Two' })]);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);

    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(rows()[0]).not.toHaveTextContent('(unread)');
    expect(markAll).toBeDisabled();
    await waitFor(() => expect(fake.requests.readAll).toBe(1));
  });

  it('opens a notification like the bell does: read at once, then its dialog or its link', async () => {
    const plain = makeNotification({ title: 'Plain news', body: 'All of the text, in full.' });
    const linked = makeNotification({ title: 'Report ready', link_url: '/history' });
    const { fake, router } = openPage([plain, linked]);
    server.use(
      getListSessionHistoryMockHandler({ sessions: [], currentPage: 1, totalPages: 0, totalSessions: 0 }),
    );
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: /Plain news/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plain news' });
    expect(dialog).toHaveTextContent('All of the text, in full.');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /Plain news/ })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: /Report ready/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    await waitFor(() => expect(fake.requests.read).toEqual([plain.id, linked.id]));
  });

  it('shows an error with a way to try again, without the error modal', async () => {
    let calls = 0;
    const note = makeNotification({ title: 'Back again' });
    openPage([note]);
    server.use(
      http.get('/api/user/notifications/all', () => {
        calls += 1;
        // the first load and its two automatic retries fail
        if (calls <= 3) return HttpResponse.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
        return HttpResponse.json({ notifications: [note], unreadCount: 1, hasMore: false });
      }),
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText('Could not load your notifications.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(uiStore.getState().errorModal.open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /Back again/ })).toBeInTheDocument();
  }, 15_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeleteUserRequest, DeletionReceipt } from '../../api/generated/model';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { makeUser, makeUserDetail, page, signInAs } from './admin-fixtures';

const ada = makeUser();
const bob = makeUser({
  id: 'u2',
  name: 'Bob Byte',
  email: 'bob@example.com',
  planName: 'Free',
  status: 'suspended',
  email_verified: false,
  last_login_at: null,
});

/** Answers the list (recording each query) and the detail of Ada and Bob. */
function serveUsers() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const search = params.get('search')?.toLowerCase() ?? '';
      const users = [ada, bob].filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search));
      return HttpResponse.json(
        page('users', users, { page: Number(params.get('page') ?? 1), totalPages: 3, total: 45 }),
      );
    }),
    http.get('/api/admin/users/:id', ({ params }) =>
      HttpResponse.json(makeUserDetail(params.id === 'u2' ? bob : ada)),
    ),
  );
  return queries;
}

async function openUser(name: string) {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Users' });
  await user.click(within(table).getByRole('button', { name }));
  const drawer = await screen.findByRole('dialog', { name });
  await within(drawer).findByText('Recent activity');
  return { user, drawer };
}

describe('/admin/users', () => {
  it('lists users with their role, status, plan and verification, paged', async () => {
    signInAs('support');
    const queries = serveUsers();
    const { router } = renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent('ada@example.com');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Pro');
    expect(rows[2]).toHaveTextContent('Suspended');
    expect(rows[2]).toHaveTextContent('Not verified');
    expect(rows[2]).toHaveTextContent('Never');
    expect(screen.getByText(/Page 1 of 3 · 45 users/)).toBeInTheDocument();
    expect(queries.at(-1)?.get('limit')).toBe('20');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says "at least" when the list was not counted to its end, and stops Next on the last page', async () => {
    signInAs('admin');
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return HttpResponse.json(
          current === 1
            ? page('users', [ada, bob], { page: 1, totalPages: 50, total: 1_000, totalCapped: true })
            : page('users', [bob], { page: current, totalPages: current, total: 41, hasMore: false }),
        );
      }),
    );
    renderApp('/admin/users');
    expect(await screen.findByText(/Page 1 of 50\+ · 1,000\+ users/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText(/Page 2 of 2 · 41 users/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it('searches as one types, after a pause, keeping the search in the address', async () => {
    signInAs('admin');
    const queries = serveUsers();
    const { router } = renderApp('/admin/users?page=2');
    await screen.findByRole('table', { name: 'Users' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bob');
    await waitFor(() => expect(router.state.location.search).toBe('?search=bob'));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('bob'));
    // one request for the whole word, from page 1
    expect(queries.filter((query) => query.has('search')).map((query) => query.get('search'))).toEqual([
      'bob',
    ]);
    expect(queries.at(-1)?.get('page')).toBe('1');
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('says when no user matches', async () => {
    signInAs('admin');
    serveUsers();
    renderApp('/admin/users?search=zed');
    expect(await screen.findByText('No users match “zed”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zed');
  });

  it('shows a failed load with Try Again', async () => {
    signInAs('admin');
    let calls = 0;
    server.use(
      http.get('/api/admin/users', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'INTERNAL', message: 'Boom', requestId: 'r1' }, { status: 500 })
          : HttpResponse.json(page('users', [ada]));
      }),
    );
    renderApp('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toHaveTextContent('Ada Lovelace');
  });

  it('shows support staff the detail without any account actions', async () => {
    signInAs('support');
    serveUsers();
    renderApp('/admin/users');
    const { drawer } = await openUser('Ada Lovelace');
    expect(within(drawer).getByText('Documents').nextSibling).toHaveTextContent('4');
    expect(within(drawer).getByText('interview.start')).toBeInTheDocument();
    expect(within(drawer).getByText(/Read-only/)).toBeInTheDocument();
    for (const name of [/Reset password/, /Suspend/, /Delete/, /Lift suspension/]) {
      expect(within(drawer).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('gives focus back to the row that opened the drawer when it closes', async () => {
    signInAs('admin');
    serveUsers();
    renderApp('/admin/users');
    const { user, drawer } = await openUser('Ada Lovelace');
    await user.click(within(drawer).getByRole('button', { name: 'Reset password' }));
    await screen.findByRole('dialog', { name: 'Send Ada Lovelace a password reset link?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Reset password' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
  });

  it('deletes only after the reason and the typed e-mail, and shows the receipt', async () => {
    signInAs('admin');
    serveUsers();
    const bodies: DeleteUserRequest[] = [];
    server.use(
      http.delete('/api/admin/users/:id', async ({ request }) => {
        bodies.push((await request.json()) as DeleteUserRequest);
        return HttpResponse.json({
          userId: 'u1',
          deletedAt: '2025-08-05T10:00:00Z',
          removed: {
            documents: 4,
            storedFiles: 3,
            sessions: 11,
            tickets: 1,
            notifications: 9,
            subscriptionCancelled: true,
          },
        } satisfies DeletionReceipt);
      }),
    );
    renderApp('/admin/users');
    const { user, drawer } = await openUser('Ada Lovelace');
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ada Lovelace's account?" });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();

    const email = within(dialog).getByLabelText('Type ada@example.com to confirm');
    await user.type(email, 'ada@example.co');
    expect(confirm).toBeDisabled();
    await user.type(email, 'M');
    expect(confirm).toBeEnabled();

    // the reason is required
    await user.click(confirm);
    expect(within(dialog).getByText('Please give a reason (at least 3 characters).')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Asked to be forgotten');
    await user.click(confirm);
    const receipt = await within(dialog).findByTestId('deletion-receipt');
    expect(receipt).toHaveTextContent('ada@example.com was deleted.');
    expect(receipt).toHaveTextContent('Cancelled at the payment provider');
    expect(bodies).toEqual([{ reason: 'Asked to be forgotten', confirmEmail: 'ada@example.coM' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('suspends after the typed e-mail and shows a refusal in the dialog', async () => {
    signInAs('admin');
    serveUsers();
    let calls = 0;
    server.use(
      http.post('/api/admin/users/:id/suspend', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'FORBIDDEN', message: 'You cannot suspend the last admin.', requestId: 'r2' },
              { status: 403 },
            )
          : HttpResponse.json({ ...ada, status: 'suspended' });
      }),
    );
    renderApp('/admin/users');
    const { user, drawer } = await openUser('Ada Lovelace');
    await user.click(within(drawer).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Abuse of the service');
    const confirm = within(dialog).getByRole('button', { name: 'Suspend account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'ada@example.com');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot suspend the last admin.');
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Suspend Ada Lovelace?' })).not.toBeInTheDocument(),
    );
    expect(await within(drawer).findByText('ada@example.com is suspended.')).toBeInTheDocument();
  });

  it('sends a reset link with a reason', async () => {
    signInAs('admin');
    serveUsers();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/admin/users/:id/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'A reset link was sent.' });
      }),
    );
    renderApp('/admin/users');
    const { user, drawer } = await openUser('Ada Lovelace');
    await user.click(within(drawer).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Ada Lovelace a password reset link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByText('Please give a reason (at least 3 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Locked out, asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(drawer).findByText('A reset link was sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Locked out, asked by phone' }]);
  });
});

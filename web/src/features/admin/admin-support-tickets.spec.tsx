import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminTicketDetail, TicketNote } from '../../api/generated/model';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { makeAdminTicket, makeTicketDetail, page, signInAs } from './admin-fixtures';

describe('/admin/support-tickets', () => {
  it('lists tickets and builds the query from search, status and page', async () => {
    signInAs('support');
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/support/tickets', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          page(
            'tickets',
            [makeAdminTicket(), makeAdminTicket({ id: 't2', status: 'Resolved', message: 'Thanks!' })],
            {
              totalPages: 2,
              total: 25,
            },
          ),
        );
      }),
    );
    const { router } = renderApp('/admin/support-tickets');
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    const link = within(table).getByRole('link', { name: 'Upload fails' });
    expect(link).toHaveAttribute('href', '/admin/support-tickets/t1');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ada@example.com');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('Resolved'));
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'upload');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('upload'));
    expect(queries.at(-1)?.get('status')).toBe('Resolved');
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'Resolved',
      search: 'upload',
      page: '2',
    });
  });

  it('says when there are no tickets', async () => {
    signInAs('admin');
    renderApp('/admin/support-tickets');
    expect(await screen.findByText('No support tickets yet.')).toBeInTheDocument();
  });
});

describe('/admin/support-tickets/:ticketId', () => {
  function serveTicket(initial: AdminTicketDetail = makeTicketDetail()) {
    let detail = initial;
    const calls = { replies: [] as unknown[], notes: [] as unknown[], statuses: [] as unknown[] };
    server.use(
      http.get('/api/admin/support/tickets/:id', () => HttpResponse.json(detail)),
      http.post('/api/admin/support/tickets/:id/responses', async ({ request }) => {
        const body = (await request.json()) as { response: string };
        calls.replies.push(body);
        const entry = {
          id: 'c9',
          author_role: 'admin' as const,
          author_name: 'Grace Hopper (Support Team)',
          response: body.response,
          created_at: '2025-08-03T10:00:00Z',
        };
        detail = { ...detail, conversation: [...detail.conversation, entry] };
        return HttpResponse.json(entry, { status: 201 });
      }),
      http.post('/api/admin/support/tickets/:id/notes', async ({ request }) => {
        const body = (await request.json()) as { note: string };
        calls.notes.push(body);
        const note: TicketNote = {
          id: 'n9',
          author_name: 'Grace Hopper',
          author_role: 'admin',
          note: body.note,
          created_at: '2025-08-03T11:00:00Z',
        };
        detail = { ...detail, notes: [...detail.notes, note] };
        return HttpResponse.json(note, { status: 201 });
      }),
      http.put('/api/admin/support/tickets/:id/status', async ({ request }) => {
        const body = (await request.json()) as { status: 'Open' | 'Resolved' };
        calls.statuses.push(body);
        detail = { ...detail, ticket: { ...detail.ticket, status: body.status } };
        return HttpResponse.json(makeAdminTicket({ status: body.status }));
      }),
    );
    return calls;
  }

  it('shows the person, the conversation with staff replies marked, and internal notes apart', async () => {
    signInAs('support');
    serveTicket();
    renderApp('/admin/support-tickets/t1');
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('article');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toHaveAccessibleName('Message from Ada Lovelace');
    expect(messages[0]).toHaveTextContent('The PDF upload stops at 99%.');
    expect(messages[1]).toHaveAccessibleName('Staff reply from Sam Support (Support Team)');
    expect(within(messages[1] as HTMLElement).getByText('Staff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );

    const notes = screen.getByRole('region', { name: 'Internal notes' });
    expect(notes).toHaveTextContent('Internal — the person never sees these');
    expect(within(notes).getByText('Looks like the upload size limit.')).toBeInTheDocument();
    // notes are not part of the conversation
    expect(conversation).not.toHaveTextContent('Looks like the upload size limit.');
  });

  it('adds an internal note', async () => {
    signInAs('support');
    const calls = serveTicket();
    renderApp('/admin/support-tickets/t1');
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    const user = userEvent.setup();
    const add = within(notes).getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await user.type(within(notes).getByLabelText('Add an internal note'), '  Escalated to engineering.  ');
    await user.click(add);
    expect(await within(notes).findByText('Escalated to engineering.')).toBeInTheDocument();
    expect(calls.notes).toEqual([{ note: 'Escalated to engineering.' }]);
    expect(within(notes).getByLabelText('Add an internal note')).toHaveValue('');
    expect(calls.replies).toEqual([]);
  });

  it('replies to the person and changes the status', async () => {
    signInAs('admin');
    const calls = serveTicket();
    renderApp('/admin/support-tickets/t1');
    await screen.findByRole('list', { name: 'Conversation' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reply to the person'), 'Fixed in today’s release.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(await within(conversation).findByText('Fixed in today’s release.')).toBeInTheDocument();
    expect(calls.replies).toEqual([{ response: 'Fixed in today’s release.' }]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    expect(await screen.findByText('Status changed to Resolved.')).toBeInTheDocument();
    expect(calls.statuses).toEqual([{ status: 'Resolved' }]);
    expect(screen.getByLabelText('Status')).toHaveValue('Resolved');
  });

  it('says when the ticket does not exist', async () => {
    signInAs('admin');
    server.use(
      http.get('/api/admin/support/tickets/:id', () =>
        HttpResponse.json(
          { error: 'NOT_FOUND', message: 'Ticket not found.', requestId: 'r' },
          { status: 404 },
        ),
      ),
    );
    renderApp('/admin/support-tickets/nope');
    expect(await screen.findByText('This ticket does not exist (any more).')).toBeInTheDocument();
  });
});

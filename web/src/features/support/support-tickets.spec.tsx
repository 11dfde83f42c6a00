import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ConversationEntry, SupportTicket, TicketDetail } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function makeTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 't1',
    feedback_type: 'Bug Report',
    message: 'Upload fails\nThe PDF upload stops at 99%.',
    status: 'Open',
    created_at: '2025-08-01T10:00:00Z',
    updated_at: '2025-08-02T10:00:00Z',
    ...overrides,
  };
}

function entry(overrides: Partial<ConversationEntry>): ConversationEntry {
  return {
    id: 'e1',
    author_role: 'user',
    author_name: 'Ada Lovelace',
    response: 'Any news?',
    created_at: '2025-08-03T10:00:00Z',
    ...overrides,
  };
}

const serverError = () =>
  HttpResponse.json({ error: 'INTERNAL', message: 'Boom', requestId: 'req-1' }, { status: 500 });

function signedIn(path: string) {
  setToken(makeToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  return { user, ...view };
}

describe('/settings/support', () => {
  it('lists tickets with type, first line, status and last update, newest first', async () => {
    server.use(
      http.get('/api/support/tickets', () =>
        HttpResponse.json([
          makeTicket(),
          makeTicket({
            id: 't2',
            feedback_type: 'Feature Request',
            message: 'Dark mode for reports',
            status: 'Resolved',
            updated_at: '2025-08-04T10:00:00Z',
          }),
        ]),
      ),
    );
    signedIn('/settings/support');
    const list = await screen.findByRole('list', { name: 'Support tickets' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Feature Request');
    expect(rows[0]).toHaveTextContent('Dark mode for reports');
    expect(rows[0]).toHaveTextContent('Resolved');
    expect(rows[0]).toHaveAttribute('href', '/settings/support/t2');
    expect(rows[1]).toHaveTextContent('Bug Report');
    expect(rows[1]).toHaveTextContent('Upload fails');
    expect(rows[1]).not.toHaveTextContent('stops at 99%');
    expect(rows[1]).toHaveTextContent('Open');
    const older = rows[1] as HTMLElement;
    expect(
      within(older)
        .getByText(/Updated/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2025-08-02T10:00:00Z');
  });

  it('says so when there are no tickets', async () => {
    server.use(http.get('/api/support/tickets', () => HttpResponse.json([])));
    signedIn('/settings/support');
    expect(await screen.findByText('You have no support tickets yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load support tickets.' with a way to try again", async () => {
    let calls = 0;
    server.use(
      http.get('/api/support/tickets', () => {
        calls += 1;
        return calls === 1 ? serverError() : HttpResponse.json([makeTicket()]);
      }),
    );
    const { user } = signedIn('/settings/support');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load support tickets.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Support tickets' })).toHaveTextContent('Upload fails');
  });

  it('opens a new ticket, refusing a blank message', async () => {
    const bodies: unknown[] = [];
    let tickets: SupportTicket[] = [];
    server.use(
      http.get('/api/support/tickets', () => HttpResponse.json(tickets)),
      http.post('/api/support/tickets', async ({ request }) => {
        const body = (await request.json()) as {
          feedback_type: SupportTicket['feedback_type'];
          message: string;
        };
        bodies.push(body);
        const created = makeTicket({ id: 't9', feedback_type: body.feedback_type, message: body.message });
        tickets = [created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = signedIn('/settings/support');
    await screen.findByText('You have no support tickets yet.');
    await user.click(screen.getByRole('button', { name: 'New ticket' }));
    const form = screen.getByRole('form', { name: 'New ticket' });
    expect(within(form).getByLabelText('Message')).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Submit Ticket' }));
    expect(within(form).getByText('Please enter a message.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Type'), 'General Feedback');
    await user.type(within(form).getByLabelText('Message'), ' How do I change my e-mail? ');
    await user.click(within(form).getByRole('button', { name: 'Submit Ticket' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your ticket is open.');
    expect(bodies).toEqual([{ feedback_type: 'General Feedback', message: 'How do I change my e-mail?' }]);
    expect(await screen.findByRole('list', { name: 'Support tickets' })).toHaveTextContent(
      'How do I change my e-mail?',
    );
    expect(screen.queryByRole('form', { name: 'New ticket' })).not.toBeInTheDocument();
  });
});

describe('/settings/support/:ticketId', () => {
  function serveTicket(detail: () => TicketDetail | Response) {
    server.use(
      http.get('/api/support/tickets/:id', ({ params }) => {
        const answer = detail();
        if (answer instanceof Response) return answer;
        return params.id === answer.ticket.id
          ? HttpResponse.json(answer)
          : HttpResponse.json({ error: 'NOT_FOUND', message: 'Not found.', requestId: 'r' }, { status: 404 });
      }),
    );
  }

  it('shows the ticket and its conversation oldest first, support replies styled apart', async () => {
    serveTicket(() => ({
      ticket: makeTicket(),
      conversation: [
        entry({ id: 'e3', response: 'Thanks, that fixed it.', created_at: '2025-08-04T10:00:00Z' }),
        entry({
          id: 'e2',
          author_role: 'support',
          author_name: 'Sam (Support Team)',
          response: 'Please try again now.',
          created_at: '2025-08-03T09:00:00Z',
        }),
      ],
    }));
    signedIn('/settings/support/t1');
    expect(await screen.findByRole('heading', { name: 'Bug Report ticket' })).toBeInTheDocument();
    expect(screen.getByText('Open', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/Opened/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-08-01T10:00:00Z',
    );
    expect(screen.getByRole('link', { name: 'Back to My Support Tickets' })).toHaveAttribute(
      'href',
      '/settings/support',
    );

    const messages = within(screen.getByRole('region', { name: 'Conversation' })).getAllByRole('article');
    expect(messages.map((message) => message.getAttribute('data-author'))).toEqual([
      'user',
      'support',
      'user',
    ]);
    expect(messages[0]).toHaveTextContent('The PDF upload stops at 99%.');
    expect(messages[1]).toHaveTextContent('Sam (Support Team)');
    expect(messages[1]).toHaveTextContent('Please try again now.');
    expect(messages[1]).toHaveAccessibleName('Support reply from Sam (Support Team)');
    expect(messages[2]).toHaveTextContent('Thanks, that fixed it.');
    expect(screen.queryByText(/Replying reopens it/)).not.toBeInTheDocument();
  });

  it('sends a trimmed reply, never a blank one, and reloads the conversation', async () => {
    const replies: unknown[] = [];
    const conversation: ConversationEntry[] = [];
    serveTicket(() => ({ ticket: makeTicket(), conversation }));
    server.use(
      http.post('/api/support/tickets/:id/responses', async ({ request }) => {
        const body = (await request.json()) as { response: string };
        replies.push(body);
        conversation.push(entry({ id: 'e9', response: body.response }));
        return HttpResponse.json(conversation.at(-1), { status: 201 });
      }),
    );
    const { user } = signedIn('/settings/support/t1');
    const box = await screen.findByLabelText('Your reply');
    await user.type(box, '    ');
    expect(screen.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(replies).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Still broken on Firefox.  ');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[1]).toHaveTextContent('Still broken on Firefox.');
    expect(replies).toEqual([{ response: 'Still broken on Firefox.' }]);
    expect(box).toHaveValue('');
  });

  it("keeps the reply and says 'Failed to post reply.' when it cannot be sent", async () => {
    serveTicket(() => ({ ticket: makeTicket(), conversation: [] }));
    server.use(http.post('/api/support/tickets/:id/responses', serverError));
    const { user } = signedIn('/settings/support/t1');
    await user.type(await screen.findByLabelText('Your reply'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to post reply.');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Hello?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the person a reply reopens a resolved ticket', async () => {
    serveTicket(() => ({ ticket: makeTicket({ status: 'Resolved' }), conversation: [] }));
    signedIn('/settings/support/t1');
    expect(await screen.findByLabelText('Your reply')).toHaveAccessibleDescription(
      'This ticket is resolved. Replying reopens it for our support team.',
    );
    expect(screen.getByRole('button', { name: 'Send Reply' })).toBeInTheDocument();
  });

  it("says 'Ticket not found.' for a ticket that is not the person's", async () => {
    serveTicket(() => ({ ticket: makeTicket(), conversation: [] }));
    signedIn('/settings/support/someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket not found.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Support Tickets' })).toBeInTheDocument();
  });

  it("says 'Failed to load conversation.' on other failures, and tries again", async () => {
    let calls = 0;
    serveTicket(() => {
      calls += 1;
      return calls === 1 ? serverError() : { ticket: makeTicket(), conversation: [] };
    });
    const { user } = signedIn('/settings/support/t1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load conversation.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Bug Report ticket' })).toBeInTheDocument();
  });
});

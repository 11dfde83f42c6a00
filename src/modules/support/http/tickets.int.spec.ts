import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, promote, signUp } from '../../../../test/support/accounts.ts';
import { post } from '../../../../test/support/billing.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

interface TicketBody {
  id: string;
  feedback_type: string;
  message: string;
  status: string;
  created_at: string;
  updated_at: string;
}
interface Entry {
  id: string;
  author_role: string;
  author_name: string;
  response: string;
}

describe('support tickets, feedback, contact and announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@coach.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (token: string, message = 'The report page shows no roadmap.', type = 'Bug Report') =>
    t.json<TicketBody>('/api/support/tickets', post(token, { feedback_type: type, message }));

  it('opens a ticket as Open, lists it as the owner’s only, and tells the support inbox', async () => {
    const ada = await signUp(t, { name: 'Ada Lovelace' });
    const bob = await signUp(t);
    const created = await open(ada.token, '  The report page shows no roadmap.  ');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      feedback_type: 'Bug Report',
      message: 'The report page shows no roadmap.',
      status: 'Open',
    });
    const mine = await t.json<TicketBody[]>('/api/support/tickets', { headers: auth(ada.token) });
    expect(mine.body.map((x) => x.id)).toEqual([created.body.id]);
    const theirs = await t.json<TicketBody[]>('/api/support/tickets', { headers: auth(bob.token) });
    expect(theirs.body).toEqual([]);
    const inbox = await latestMail(t, 'help@coach.example');
    expect(inbox.subject).toBe('New support ticket (Bug Report) from Ada Lovelace');
    expect(inbox.text).toContain(`/admin/support-tickets/${created.body.id}`);
  });

  it('answers 404 for another person’s ticket, to read or to reply, and leaves it untouched', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { body: ticket } = await open(owner.token);
    const read = await t.json(`/api/support/tickets/${ticket.id}`, { headers: auth(stranger.token) });
    expect(read).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: 'Ticket not found.' } });
    const reply = await t.json(
      `/api/support/tickets/${ticket.id}/responses`,
      post(stranger.token, { response: 'mine now' }),
    );
    expect(reply.status).toBe(404);
    const unknown = await t.json(`/api/support/tickets/${crypto.randomUUID()}`, {
      headers: auth(owner.token),
    });
    expect(unknown.status).toBe(404);
    const own = await t.json<{ conversation: Entry[] }>(`/api/support/tickets/${ticket.id}`, {
      headers: auth(owner.token),
    });
    expect(own.body.conversation).toEqual([]);
  });

  it('refuses blank text after trimming with the spec’s words and keeps nothing', async () => {
    const me = await signUp(t);
    const blank = await open(me.token, '   \n ');
    expect(blank).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: 'Please enter a message.' },
    });
    const empty = await open(me.token, '');
    expect(empty.body).toMatchObject({ message: 'Please enter a message.' });
    const { body: ticket } = await open(me.token);
    const reply = await t.json(
      `/api/support/tickets/${ticket.id}/responses`,
      post(me.token, { response: '  ' }),
    );
    expect(reply).toMatchObject({ status: 400, body: { message: 'Please enter a message.' } });
    const mine = await t.json<TicketBody[]>('/api/support/tickets', { headers: auth(me.token) });
    expect(mine.body).toHaveLength(1);
    const badType = await open(me.token, 'x', 'Complaint');
    expect(badType.status).toBe(400);
  });

  it('lets the owner reply, oldest entry first, and a reply reopens a resolved ticket', async () => {
    const me = await signUp(t, { name: 'Grace Hopper' });
    const staff = await signUp(t, { name: 'Sam Lee' });
    await promote(t, staff.email, 'support');
    const { body: ticket } = await open(me.token);
    const resolved = await t.json<TicketBody>(
      `/api/admin/support/tickets/${ticket.id}/status`,
      post(staff.token, { status: 'Resolved' }, 'PUT'),
    );
    expect(resolved.body.status).toBe('Resolved');
    const first = await t.json<Entry>(
      `/api/support/tickets/${ticket.id}/responses`,
      post(me.token, { response: 'Still broken, sorry.' }),
    );
    expect(first).toMatchObject({
      status: 201,
      body: { author_role: 'user', author_name: 'Grace Hopper', response: 'Still broken, sorry.' },
    });
    await t.json(`/api/support/tickets/${ticket.id}/responses`, post(me.token, { response: 'Second note.' }));
    const detail = await t.json<{ ticket: TicketBody; conversation: Entry[] }>(
      `/api/support/tickets/${ticket.id}`,
      {
        headers: auth(me.token),
      },
    );
    expect(detail.body.ticket.status).toBe('Open');
    expect(detail.body.conversation.map((e) => e.response)).toEqual(['Still broken, sorry.', 'Second note.']);
  });

  it('lets staff reply as (Support Team): the person gets the bell notification and the e-mail', async () => {
    const me = await signUp(t, { name: 'Alan Turing' });
    const staff = await signUp(t, { name: 'Sam Lee' });
    await promote(t, staff.email, 'admin');
    const { body: ticket } = await open(me.token, 'How do I export my report?', 'General Feedback');
    const reply = await t.json<Entry>(
      `/api/admin/support/tickets/${ticket.id}/responses`,
      post(staff.token, { response: 'Use Download Report on the summary page.' }),
    );
    expect(reply).toMatchObject({
      status: 201,
      body: { author_role: 'admin', author_name: 'Sam (Support Team)' },
    });
    const mail = await latestMail(t, me.email);
    expect(mail.text).toContain('Use Download Report on the summary page.');
    const bell = await t.json<{ notifications: { type: string; link_url: string }[]; unreadCount: number }>(
      '/api/user/notifications',
      { headers: auth(me.token) },
    );
    expect(bell.body.unreadCount).toBe(1);
    expect(bell.body.notifications[0]).toMatchObject({
      type: 'support_ticket_reply',
      link_url: `/settings/support/${ticket.id}`,
    });
    const detail = await t.json<{ conversation: Entry[] }>(`/api/support/tickets/${ticket.id}`, {
      headers: auth(me.token),
    });
    expect(detail.body.conversation.map((e) => e.author_name)).toEqual(['Sam (Support Team)']);
  });

  it('keeps the staff ticket desk to staff: a regular user is refused with 403', async () => {
    const user = await signUp(t);
    const { body: ticket } = await open(user.token);
    for (const [path, init] of [
      ['/api/admin/support/tickets', { headers: auth(user.token) }],
      [`/api/admin/support/tickets/${ticket.id}`, { headers: auth(user.token) }],
      [`/api/admin/support/tickets/${ticket.id}/responses`, post(user.token, { response: 'hi' })],
      [`/api/admin/support/tickets/${ticket.id}/status`, post(user.token, { status: 'Resolved' }, 'PUT')],
    ] as const) {
      const res = await t.json(path, init);
      expect(res, path).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    }
  });

  it('lets staff search every ticket by message, name or e-mail and filter by status, paged', async () => {
    const staff = await signUp(t);
    await promote(t, staff.email, 'support');
    const person = await signUp(t, { name: 'Katherine Johnson' });
    const a = await open(person.token, 'Orbit maths 100%_done');
    await open(person.token, 'Another question');
    const byName = await t.json<{ tickets: { id: string; user_name: string }[]; total: number }>(
      '/api/admin/support/tickets?search=katherine&limit=1',
      { headers: auth(staff.token) },
    );
    expect(byName.body).toMatchObject({ total: 2, page: 1, limit: 1, totalPages: 2 });
    expect(byName.body.tickets[0]?.user_name).toBe('Katherine Johnson');
    // the person's own % and _ are matched literally
    const literal = await t.json<{ tickets: { id: string }[] }>(
      `/api/admin/support/tickets?search=${encodeURIComponent('100%_')}`,
      { headers: auth(staff.token) },
    );
    expect(literal.body.tickets.map((x) => x.id)).toEqual([a.body.id]);
    await t.json(
      `/api/admin/support/tickets/${a.body.id}/status`,
      post(staff.token, { status: 'Resolved' }, 'PUT'),
    );
    const resolved = await t.json<{ tickets: { id: string }[] }>(
      `/api/admin/support/tickets?status=Resolved&search=${encodeURIComponent(person.email)}`,
      { headers: auth(staff.token) },
    );
    expect(resolved.body.tickets.map((x) => x.id)).toEqual([a.body.id]);
    const detail = await t.json<{ user: { email: string } }>(`/api/admin/support/tickets/${a.body.id}`, {
      headers: auth(staff.token),
    });
    expect(detail.body.user.email).toBe(person.email);
  });

  it("stores feedback with 'Thank you!' and refuses a blank message", async () => {
    const me = await signUp(t);
    const ok = await t.json(
      '/api/support/feedback',
      post(me.token, { feedback_type: 'Feature Request', message: ' Dark mode for reports ' }),
    );
    expect(ok).toMatchObject({ status: 201, body: { message: 'Thank you!' } });
    const rows = await t.database.orm.em
      .fork()
      .getConnection()
      .execute(
        'select feedback_type, message from feedback where user_id = (select id from users where email_normalized = ?)',
        [me.email.toLowerCase()],
      );
    expect(rows).toEqual([{ feedback_type: 'Feature Request', message: 'Dark mode for reports' }]);
    const blank = await t.json(
      '/api/support/feedback',
      post(me.token, { feedback_type: 'Bug Report', message: ' ' }),
    );
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a message.' } });
    const anonymous = await t.json(
      '/api/support/feedback',
      post(null, { feedback_type: 'Bug Report', message: 'x' }),
    );
    expect(anonymous.status).toBe(401);
  });

  it('takes the public contact form, mails it to the support address with the sender as reply-to, and rate-limits it', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const send = (body: unknown) =>
      t.json('/api/contact/support', {
        ...post(null, body),
        headers: { ...post(null, body).headers, ...from },
      });
    const missing = await send({ name: 'Ada', email: 'ada@example.com', message: '' });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please fill out all fields.' } });
    const spaces = await send({ name: '  ', email: 'ada@example.com', message: 'Hello' });
    expect(spaces).toMatchObject({ status: 400, body: { message: 'Please fill out all fields.' } });
    const ok = await send({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Can I pay by invoice?',
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Your message has been sent! We will get back to you shortly.' },
    });
    const mail = await latestMail(t, 'help@coach.example');
    expect(mail.subject).toBe('Contact form: Ada Lovelace');
    expect(mail.text).toContain('Can I pay by invoice?');
    const [stored] = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<{ headers: Record<string, string> }[]>(
        "select headers from outbox_mails where subject = 'Contact form: Ada Lovelace' order by created_at desc limit 1",
      );
    expect(stored?.headers).toMatchObject({ 'Reply-To': 'ada@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send({ name: 'Spam', email: 'spam@example.com', message: `buy ${i}` })).status);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('shows announcements whose window contains now, newest first', async () => {
    const sql = t.database.orm.em.fork().getConnection();
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    const rows: [string, string, string, Date | null, Date | null, Date][] = [
      [crypto.randomUUID(), 'Informational', 'Always on', null, null, at(-30)],
      [crypto.randomUUID(), 'Warning', 'Maintenance tonight', at(-10), at(60), at(-20)],
      [crypto.randomUUID(), 'Promotion', 'Not yet', at(10), null, at(-10)],
      [crypto.randomUUID(), 'Promotion', 'Over', null, at(-1), at(-5)],
    ];
    for (const [id, type, message, starts, ends, created] of rows) {
      await sql.execute(
        'insert into announcements (id, type, message, starts_at, ends_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
        [id, type, message, starts, ends, created, created],
      );
    }
    const res = await t.json<{ type: string; message: string }[]>('/api/announcements/active');
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.message)).toEqual(['Maintenance tonight', 'Always on']);
  });

  it('logs a browser error report without secrets and answers 202; floods are refused', async () => {
    const report = { message: 'boom', url: 'https://app.example/reset-password?token=abc', errorId: 'e1' };
    const init = (ip: string) => ({
      ...post(null, report),
      headers: { ...post(null, report).headers, 'x-forwarded-for': ip },
    });
    const res = await t.request('/api/client-errors', init('198.51.100.9'));
    expect(res.status).toBe(202);
    const bad = await t.json('/api/client-errors', {
      ...init('198.51.100.9'),
      body: JSON.stringify({ url: 'x' }),
    });
    expect(bad.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await t.request('/api/client-errors', init('198.51.100.10'))).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { post } from '../../../../test/support/billing.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { ADMIN } from '../tokens.ts';

interface Note {
  id: string;
  author_name: string;
  author_role: string;
  note: string;
  created_at: string;
}

/** The ticket desk's actions each write their audit entry; internal notes stay among staff. */
describe('the staff ticket desk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const audit = (ticketId: string) =>
    t.application.resolve(ADMIN.AuditTrail).search({ page: 1, limit: 20, targetId: ticketId });

  async function staff(role: 'admin' | 'support', name: string): Promise<SignedIn> {
    const me = await signUp(t, { name });
    await promote(t, me.email, role);
    return me;
  }
  async function ticketOf(name = 'Maya Person') {
    const maya = await signUp(t, { name });
    const opened = await t.json<{ id: string }>(
      '/api/support/tickets',
      post(maya.token, { feedback_type: 'Bug Report', message: 'The report page is blank.' }),
    );
    expect(opened.status).toBe(201);
    return { maya, ticketId: opened.body.id };
  }

  it('keeps internal notes for staff, signed by them, and never shows them to the person', async () => {
    const sam = await staff('support', 'Sam Support');
    const ada = await staff('admin', 'Ada Admin');
    const { maya, ticketId } = await ticketOf();
    const first = await t.json<Note>(
      `/api/admin/support/tickets/${ticketId}/notes`,
      post(sam.token, { note: '  Reproduced on Safari only; secret-note-123  ' }),
    );
    expect(first).toMatchObject({
      status: 201,
      body: {
        author_name: 'Sam Support',
        author_role: 'support',
        note: 'Reproduced on Safari only; secret-note-123',
      },
    });
    await t.json(`/api/admin/support/tickets/${ticketId}/notes`, post(ada.token, { note: 'Escalated.' }));

    const desk = await t.json<{ notes: Note[]; ticket: { status: string } }>(
      `/api/admin/support/tickets/${ticketId}`,
      { headers: auth(sam.token) },
    );
    expect(desk.body.notes.map((n) => [n.author_name, n.author_role, n.note])).toEqual([
      ['Sam Support', 'support', 'Reproduced on Safari only; secret-note-123'],
      ['Ada Admin', 'admin', 'Escalated.'],
    ]);
    // a note neither answers the person nor touches the ticket
    expect(desk.body.ticket.status).toBe('Open');

    const mine = await t.request(`/api/support/tickets/${ticketId}`, { headers: auth(maya.token) });
    expect(mine.status).toBe(200);
    const text = await mine.text();
    expect(text).not.toContain('secret-note-123');
    expect(text).not.toContain('Escalated.');
    expect(JSON.parse(text).conversation).toEqual([]);
    await t.application.jobs.settled();
    const bell = await t.json<{ notifications: unknown[] }>('/api/user/notifications/all', {
      headers: auth(maya.token),
    });
    expect(bell.body.notifications).toEqual([]);

    const { entries } = await audit(ticketId);
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetType, e.after?.note])).toEqual([
      ['ticket.note', ada.email, 'ticket', 'Escalated.'],
      ['ticket.note', sam.email, 'ticket', 'Reproduced on Safari only; secret-note-123'],
    ]);
  });

  it('refuses a blank note and a note on no ticket, and audits neither', async () => {
    const sam = await staff('support', 'Sam Support');
    const { ticketId } = await ticketOf();
    const blank = await t.json(
      `/api/admin/support/tickets/${ticketId}/notes`,
      post(sam.token, { note: ' \n ' }),
    );
    expect(blank).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
    const nowhere = crypto.randomUUID();
    const missing = await t.json(
      `/api/admin/support/tickets/${nowhere}/notes`,
      post(sam.token, { note: 'Hi' }),
    );
    expect(missing).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await audit(ticketId)).entries).toHaveLength(0);
    expect((await audit(nowhere)).entries).toHaveLength(0);
  });

  it('audits a reply, which notifies the person, and a status change with before and after', async () => {
    const sam = await staff('support', 'Sam Support');
    const { maya, ticketId } = await ticketOf();
    const reply = await t.json<{ id: string; author_name: string }>(
      `/api/admin/support/tickets/${ticketId}/responses`,
      post(sam.token, { response: 'Fixed in the next release.' }),
    );
    expect(reply).toMatchObject({ status: 201, body: { author_name: 'Sam (Support Team)' } });
    const resolved = await t.json<{ status: string }>(
      `/api/admin/support/tickets/${ticketId}/status`,
      post(sam.token, { status: 'Resolved' }, 'PUT'),
    );
    expect(resolved).toMatchObject({ status: 200, body: { status: 'Resolved' } });

    await t.application.jobs.settled();
    const bell = await t.json<{ notifications: { type: string }[] }>('/api/user/notifications/all', {
      headers: auth(maya.token),
    });
    expect(bell.body.notifications.map((n) => n.type)).toEqual(['support_ticket_reply']);

    const { entries } = await audit(ticketId);
    expect(entries.map((e) => [e.action, e.actorRole, e.before, e.after])).toEqual([
      ['ticket.status', 'support', { status: 'Open' }, { status: 'Resolved' }],
      ['ticket.reply', 'support', null, { entryId: reply.body.id, response: 'Fixed in the next release.' }],
    ]);
  });

  it('writes nothing when the ticket does not exist', async () => {
    const ada = await staff('admin', 'Ada Admin');
    const nowhere = crypto.randomUUID();
    const reply = await t.json(
      `/api/admin/support/tickets/${nowhere}/responses`,
      post(ada.token, { response: 'Hi' }),
    );
    expect(reply.status).toBe(404);
    const status = await t.json(
      `/api/admin/support/tickets/${nowhere}/status`,
      post(ada.token, { status: 'Open' }, 'PUT'),
    );
    expect(status.status).toBe(404);
    expect((await audit(nowhere)).entries).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

interface Entry {
  id: string;
  actor_email: string;
  actor_role: string;
  action: string;
  target_id: string | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  request_id: string;
  created_at: string;
}
interface Page {
  entries: Entry[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

describe('the audit log', () => {
  let t: TestApp;
  let ada: SignedIn;
  let bob: SignedIn;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, { name: 'Ada Admin', email: `ada.${Date.now()}@audit.example` });
    bob = await signUp(t, { name: 'Bob Admin', email: `bob.${Date.now()}@audit.example` });
    await promote(t, ada.email, 'admin');
    await promote(t, bob.email, 'admin');
    // five staff actions: three by Ada, two by Bob
    for (const [who, message] of [
      [ada, 'One'],
      [ada, '=cmd|calc'],
      [bob, 'Three'],
      [ada, 'Four'],
      [bob, 'Five'],
    ] as const) {
      const res = await t.json<{ id: string }>(
        '/api/admin/announcements',
        jsonRequest(
          'POST',
          { type: 'Informational', message, is_active: false, starts_at: null, ends_at: null },
          { ...auth(who.token), 'x-forwarded-for': '198.51.100.7' },
        ),
      );
      ids.push(res.body.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (query = '', token = ada.token) =>
    t.json<Page>(`/api/admin/audit-log${query}`, { headers: auth(token) });

  it('lists staff actions newest first with actor, role, address and request id, paged', async () => {
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(first.body.entries.map((e) => e.target_id)).toEqual([ids[4], ids[3]]);
    expect(first.body.entries[0]).toMatchObject({
      actor_email: bob.email,
      actor_role: 'admin',
      action: 'announcement.create',
      ip: '198.51.100.7',
      request_id: expect.any(String),
    });
    const last = await list('?limit=2&page=3');
    expect(last.body.entries.map((e) => e.target_id)).toEqual([ids[0]]);
  });

  it('filters by actor, action, target and time, combined', async () => {
    expect((await list(`?actor=${encodeURIComponent(ada.email.slice(0, 8).toUpperCase())}`)).body.total).toBe(
      3,
    );
    expect((await list('?action=announcement.create')).body.total).toBe(5);
    expect((await list('?action=announcement.delete')).body.total).toBe(0);
    expect((await list(`?target=${ids[2]}`)).body.entries.map((e) => e.actor_email)).toEqual([bob.email]);
    const all = (await list()).body.entries;
    const middle = all[2]!.created_at;
    expect((await list(`?to=${encodeURIComponent(middle)}`)).body.total).toBe(
      all.filter((e) => e.created_at < middle).length,
    );
    expect(
      (await list(`?from=${encodeURIComponent(middle)}&actor=bob`)).body.entries.every(
        (e) => e.actor_email === bob.email,
      ),
    ).toBe(true);
    expect((await list('?from=not-a-date')).status).toBe(400);
    expect((await list('?limit=101')).status).toBe(400);
  });

  it('pages an actor fragment several staff share in the log order, entries of each interleaved', async () => {
    // '@audit.example' is in both e-mails: all five entries, newest first, two at a time
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`?actor=%40AUDIT.example&limit=2&page=${page}`)),
    );
    expect(pages.map((p) => p.body.entries.map((e) => e.target_id))).toEqual([
      [ids[4], ids[3]],
      [ids[2], ids[1]],
      [ids[0]],
    ]);
    expect(pages[0]!.body).toMatchObject({ total: 5, totalPages: 3 });
    // combined with another filter, the other filter holds within each actor's entries
    const since = (await list('?actor=audit.example')).body.entries[1]!.created_at;
    const recent = await list(`?actor=audit.example&from=${encodeURIComponent(since)}`);
    expect(recent.body.entries.map((e) => e.target_id)).toEqual(
      (await list(`?from=${encodeURIComponent(since)}`)).body.entries.map((e) => e.target_id),
    );
    expect((await list('?actor=nobody-acts-under-this')).body).toMatchObject({ entries: [], total: 0 });
  });

  it('exports the selection as CSV, safe for spreadsheets, and audits the export', async () => {
    const res = await t.request(`/api/admin/audit-log/export?actor=${encodeURIComponent(ada.email)}`, {
      headers: auth(ada.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="audit-log-${today}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'created_at,actor_email,actor_role,action,target_type,target_id,reason,before,after,ip,request_id',
    );
    expect(lines).toHaveLength(4);
    expect(lines.every((l, i) => i === 0 || l.includes(ada.email))).toBe(true);
    // the formula the message carried is inside quoted JSON, never the start of a cell
    expect(lines.some((l) => l.includes('""message"":""=cmd|calc""'))).toBe(true);
    expect(lines.some((l) => /(^|,)=/.test(l))).toBe(false);

    const exports = await list('?action=audit.export');
    expect(exports.body.entries).toHaveLength(1);
    expect(exports.body.entries[0]).toMatchObject({
      actor_email: ada.email,
      after: { filters: { actor: ada.email }, rows: 3 },
    });
  });

  it('is for admins only', async () => {
    const support = await signUp(t);
    await promote(t, support.email, 'support');
    expect((await list('', support.token)).status).toBe(403);
    expect((await t.request('/api/admin/audit-log/export', { headers: auth(support.token) })).status).toBe(
      403,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { notify, userIdOf } from '../../../../test/support/notifications.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { components } from '../../../../openapi/types.ts';

type NotificationList = components['schemas']['NotificationList'];
type Notification = components['schemas']['Notification'];
type MarkReadResult = components['schemas']['MarkReadResult'];
type ErrorBody = { error: string; message: string; requestId: string };

interface Person extends SignedIn {
  id: string;
}

describe('notifications over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function person(): Promise<Person> {
    const me = await signUp(t);
    return { ...me, id: await userIdOf(t, me.email) };
  }

  /** The person with `n` notifications, titled 'N1' (oldest) to 'Nn' (newest). */
  async function withNotifications(n: number): Promise<Person> {
    const me = await person();
    for (let i = 1; i <= n; i++) await notify(t, me.id, { title: `N${i}` });
    return me;
  }

  const latest = (me: SignedIn, query = '') =>
    t.json<NotificationList & ErrorBody>(`/api/user/notifications${query}`, { headers: auth(me.token) });
  const all = (me: SignedIn, query = '') =>
    t.json<NotificationList & ErrorBody>(`/api/user/notifications/all${query}`, { headers: auth(me.token) });
  const markOne = (me: SignedIn, id: string) =>
    t.json<Notification & ErrorBody>(`/api/user/notifications/${id}/read`, {
      method: 'POST',
      headers: auth(me.token),
    });
  const markSome = (me: SignedIn, body: unknown) =>
    t.json<MarkReadResult & ErrorBody>('/api/user/notifications', jsonRequest('PUT', body, auth(me.token)));

  it('answers 401 in the envelope without a token, on every notification operation', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/user/notifications'],
      ['PUT', '/api/user/notifications'],
      ['GET', '/api/user/notifications/all'],
      ['GET', '/api/user/notifications/stream'],
      ['POST', `/api/user/notifications/${crypto.randomUUID()}/read`],
      ['POST', '/api/user/notifications/read-all'],
      ['GET', '/api/user/notification-preferences'],
      ['PUT', '/api/user/notification-preferences'],
    ];
    for (const [method, path] of calls) {
      const res = await t.json<ErrorBody>(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toBe('UNAUTHENTICATED');
    }
  });

  it('shows someone new no notifications and a count of 0', async () => {
    const me = await person();
    const res = await latest(me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('lists the newest 5 for the dropdown with the unread count of all of them', async () => {
    const me = await withNotifications(7);
    const res = await latest(me);
    expect(res.body.notifications.map((n) => n.title)).toEqual(['N7', 'N6', 'N5', 'N4', 'N3']);
    expect(res.body.unreadCount).toBe(7);
    expect(res.body.notifications[0]).toMatchObject({
      type: 'general',
      body: 'Something happened.',
      is_read: false,
      link_url: null,
    });
    expect((await latest(me, '?limit=2')).body.notifications).toHaveLength(2);
  });

  it('refuses a limit outside 1..50 in the validation envelope', async () => {
    const me = await person();
    for (const bad of ['0', '51', 'many']) {
      const res = await latest(me, `?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await all(me, '?page=0')).status).toBe(400);
    expect((await all(me, '?limit=101')).status).toBe(400);
  });

  it('pages the full list newest first, and says whether another page exists', async () => {
    const me = await withNotifications(7);
    const one = await all(me, '?page=1&limit=3');
    expect(one.body.notifications.map((n) => n.title)).toEqual(['N7', 'N6', 'N5']);
    expect(one.body).toMatchObject({ unreadCount: 7, hasMore: true });
    const three = await all(me, '?page=3&limit=3');
    expect(three.body.notifications.map((n) => n.title)).toEqual(['N1']);
    expect(three.body.hasMore).toBe(false);
    const exact = await all(me, '?page=1&limit=7');
    expect(exact.body.hasMore).toBe(false);
    const beyond = await all(me, '?page=9&limit=3');
    expect(beyond.body).toMatchObject({ notifications: [], hasMore: false, unreadCount: 7 });
    // defaults: page 1 of 20
    expect((await all(me)).body.notifications).toHaveLength(7);
  });

  it('marks one read: the count drops only if it was unread, never below 0, and the call is idempotent', async () => {
    const me = await withNotifications(2);
    const [newest] = (await latest(me)).body.notifications;
    const first = await markOne(me, newest!.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: newest!.id, title: 'N2', is_read: true });
    expect((await latest(me)).body.unreadCount).toBe(1);
    const again = await markOne(me, newest!.id);
    expect(again.status).toBe(200);
    expect(again.body.is_read).toBe(true);
    expect((await latest(me)).body.unreadCount).toBe(1);
    const other = (await latest(me)).body.notifications[1]!;
    await markOne(me, other.id);
    await markOne(me, other.id);
    expect((await latest(me)).body.unreadCount).toBe(0);
  });

  it('answers 404 for someone else’s notification and changes nothing; 400 for an id that is not one', async () => {
    const owner = await withNotifications(1);
    const stranger = await person();
    const [theirs] = (await latest(owner)).body.notifications;
    const res = await markOne(stranger, theirs!.id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: 'Notification not found.' });
    expect((await latest(owner)).body.unreadCount).toBe(1);
    expect((await markOne(stranger, crypto.randomUUID())).status).toBe(404);
    const bad = await markOne(stranger, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('VALIDATION_FAILED');
  });

  it('marks several read; ids of other people’s notifications are ignored', async () => {
    const me = await withNotifications(3);
    const other = await withNotifications(1);
    const mine = (await latest(me)).body.notifications;
    const [theirs] = (await latest(other)).body.notifications;
    const res = await markSome(me, { ids: [mine[0]!.id, mine[1]!.id, theirs!.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2, unreadCount: 1 });
    expect((await latest(other)).body.unreadCount).toBe(1);
    // already read: nothing changes, the count stays
    expect((await markSome(me, { ids: [mine[0]!.id] })).body).toEqual({ updated: 0, unreadCount: 1 });
  });

  it('refuses a mark-several body without ids, with an empty list or with ids that are not ids', async () => {
    const me = await person();
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { ids: 'x' }]) {
      const res = await markSome(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });

  it('marks all read: the count becomes 0, and only the caller’s', async () => {
    const me = await withNotifications(3);
    const other = await withNotifications(2);
    const res = await t.json<MarkReadResult>('/api/user/notifications/read-all', {
      method: 'POST',
      headers: auth(me.token),
    });
    expect(res.body).toEqual({ updated: 3, unreadCount: 0 });
    expect((await latest(me)).body.notifications.every((n) => n.is_read)).toBe(true);
    expect((await latest(other)).body.unreadCount).toBe(2);
    const again = await t.json<MarkReadResult>('/api/user/notifications/read-all', {
      method: 'POST',
      headers: auth(me.token),
    });
    expect(again.body).toEqual({ updated: 0, unreadCount: 0 });
  });

  it('notifies once per dedupe key, however often the notifier is called', async () => {
    const me = await person();
    const key = `report_ready:${crypto.randomUUID()}`;
    await notify(t, me.id, { type: 'general', title: 'Once', dedupeKey: key });
    await notify(t, me.id, { type: 'general', title: 'Twice', dedupeKey: key });
    const res = await latest(me);
    expect(res.body.notifications.map((n) => n.title)).toEqual(['Once']);
    expect(res.body.unreadCount).toBe(1);
  });
});

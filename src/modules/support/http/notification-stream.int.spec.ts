import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { answer, candidate, startSession } from '../../../../test/support/interviews.ts';
import { mailsTo, notify, readNotificationStream, userIdOf } from '../../../../test/support/notifications.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { INTERVIEWING } from '../../interviewing/index.ts';
import type { components } from '../../../../openapi/types.ts';

type NotificationList = components['schemas']['NotificationList'];

interface Person extends SignedIn {
  id: string;
}

describe('the live notification stream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TTS_PROVIDER: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function person(): Promise<Person> {
    const me = await signUp(t);
    return { ...me, id: await userIdOf(t, me.email) };
  }
  const sql = (query: string, params: unknown[]) =>
    t.database.orm.em.fork().getConnection().execute(query, params);

  it('opens with a comment, retry: 1000 and the unread count; answers 401 without a token', async () => {
    const me = await person();
    await notify(t, me.id);
    const stream = await readNotificationStream(t, me.token, { stopAfter: () => true });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.comments[0]).toBe('notifications');
    expect(stream.retry).toBe(1000);
    expect(stream.events[0]).toMatchObject({ event: 'unread', data: { unreadCount: 1 } });
    const refused = await readNotificationStream(t, null, { stopAfter: () => true });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('keeps the badge current: a notification created while the stream is open arrives with the new count', async () => {
    const me = await person();
    const stream = await readNotificationStream(t, me.token, {
      onEvent: async (_e, all) => {
        if (all.length === 1) await notify(t, me.id, { title: 'Fresh news' });
      },
      stopAfter: (e) => e.event === 'unread' && (e.data as { unreadCount: number }).unreadCount === 1,
    });
    expect(stream.events.map((e) => e.event)).toEqual(['unread', 'notification', 'unread']);
    expect(stream.events[0]!.data).toEqual({ unreadCount: 0 });
    const created = stream.events[1]!;
    expect(created.data).toMatchObject({ title: 'Fresh news', is_read: false, type: 'general' });
    expect(Number(created.id)).toBeGreaterThan(0);
  });

  it('tells an open stream when another tab reads a notification', async () => {
    const me = await person();
    await notify(t, me.id);
    const { body } = await t.json<NotificationList>('/api/user/notifications', { headers: auth(me.token) });
    const stream = await readNotificationStream(t, me.token, {
      onEvent: async (_e, all) => {
        if (all.length === 1) {
          await t.request(`/api/user/notifications/${body.notifications[0]!.id}/read`, {
            method: 'POST',
            headers: auth(me.token),
          });
        }
      },
      stopAfter: (_e, all) => all.length === 2,
    });
    expect(stream.events.map((e) => e.data)).toEqual([{ unreadCount: 1 }, { unreadCount: 0 }]);
  });

  it('sends a reconnecting client what it missed after its Last-Event-ID, and nothing of anyone else', async () => {
    const me = await person();
    const other = await person();
    const first = await readNotificationStream(t, me.token, {
      onEvent: async (_e, all) => {
        if (all.length === 1) await notify(t, me.id, { title: 'Seen' });
      },
      stopAfter: (e) => e.event === 'notification',
    });
    const seen = first.events.at(-1)!.id!;
    await notify(t, me.id, { title: 'Missed 1' });
    await notify(t, other.id, { title: 'Not mine' });
    await notify(t, me.id, { title: 'Missed 2' });
    const again = await readNotificationStream(t, me.token, {
      lastEventId: seen,
      stopAfter: (_e, all) => all.filter((x) => x.event === 'notification').length === 2,
    });
    expect(again.events[0]).toMatchObject({ event: 'unread', id: seen, data: { unreadCount: 3 } });
    const replayed = again.events.filter((e) => e.event === 'notification');
    expect(replayed.map((e) => (e.data as { title: string }).title)).toEqual(['Missed 1', 'Missed 2']);
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(seen));
  });

  it('ignores a Last-Event-ID that is not a position', async () => {
    const me = await person();
    await notify(t, me.id);
    for (const lastEventId of ['abc', '-1', '0']) {
      const stream = await readNotificationStream(t, me.token, { lastEventId, stopAfter: () => true });
      expect(stream.status).toBe(200);
      expect(stream.events[0]).toMatchObject({ event: 'unread', data: { unreadCount: 1 } });
    }
  });

  it('finds a notification stored by another instance (no signal here) by its poll', async () => {
    const me = await person();
    const stream = await readNotificationStream(t, me.token, {
      onEvent: async (_e, all) => {
        if (all.length !== 1) return;
        // after the stream's own opening reads, so only its poll can find the row
        await new Promise((resolve) => setTimeout(resolve, 300));
        // written straight to the database, as another app instance's job would
        await sql(
          `insert into notifications (id, user_id, type, title, body, created_at)
           values (?, ?, 'general', 'From elsewhere', '', now())`,
          [crypto.randomUUID(), me.id],
        );
      },
      stopAfter: (e) => e.event === 'unread' && (e.data as { unreadCount: number }).unreadCount === 1,
    });
    // nothing signals this instance, so the poll (every 5 s) is the only way the row reaches the
    // stream; without it the stream would stay quiet for its whole minute, past the test's time limit
    expect(stream.events.map((e) => e.event)).toEqual(['unread', 'notification', 'unread']);
  });

  it('notifies once that the report is ready after an interview, however often it is finalised', async () => {
    const me = await candidate(t);
    const started = await startSession(t, me);
    expect(started.status).toBe(201);
    const sessionId = started.body.sessionId;
    let questionId: string | null = started.body.nextQuestion.questionId;
    for (let turn = 0; questionId && turn < 30; turn++) {
      questionId = (await answer(t, me.token, sessionId, questionId)).body.nextQuestion.questionId;
    }
    await t.application.jobs.settled();
    const finaliser = t.application.resolve(INTERVIEWING.SessionFinaliser);
    await finaliser.finaliseById(sessionId);
    await t.application.jobs.settled();
    const { body } = await t.json<NotificationList>('/api/user/notifications', { headers: auth(me.token) });
    expect(body.notifications).toEqual([
      expect.objectContaining({
        type: 'report_ready',
        title: 'Your report is ready',
        link_url: `/session/${sessionId}/summary`,
      }),
    ]);
    const mails = (await mailsTo(t, me.email)).filter((m) => m.subject === 'Your report is ready');
    expect(mails).toHaveLength(1);
  });
});

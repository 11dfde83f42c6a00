import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, type SignedIn, someAddress, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import {
  insertAnnouncement,
  insertFinishedSession,
  mailsTo,
  notify,
  unsubscribeTokenIn,
  userIdOf,
} from '../../../../test/support/notifications.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { SUPPORT } from '../../support/index.ts';
import type { components } from '../../../../openapi/types.ts';

type Preferences = components['schemas']['NotificationPreferences'];
type NotificationList = components['schemas']['NotificationList'];
type ErrorBody = { error: string; message: string };

const PUBLIC_URL = 'https://coach.example';
const ALL_ON: Preferences = {
  wants_progress_reports: true,
  wants_product_updates: true,
  wants_session_complete_notify: true,
};

interface Person extends SignedIn {
  id: string;
}

describe('notification mail and preferences', () => {
  let t: TestApp;
  // a Monday morning
  const clock = new FixedClock('2026-11-30T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL }, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function person(): Promise<Person> {
    const me = await signUp(t);
    return { ...me, id: await userIdOf(t, me.email) };
  }
  const preferences = (me: SignedIn) =>
    t.json<Preferences & ErrorBody>('/api/user/notification-preferences', { headers: auth(me.token) });
  const savePreferences = (me: SignedIn, body: unknown) =>
    t.json<Preferences & ErrorBody>(
      '/api/user/notification-preferences',
      jsonRequest('PUT', body, auth(me.token)),
    );
  /** Mails other than the sign-up's verification mail. */
  const notificationMails = async (me: SignedIn) =>
    (await mailsTo(t, me.email)).filter((m) => m.subject !== 'Confirm your e-mail address');
  const reportReady = (me: Person, sessionId = crypto.randomUUID()) =>
    notify(t, me.id, {
      type: 'report_ready',
      title: 'Your report is ready',
      body: 'The report on your mock interview is ready.',
      linkUrl: `/session/${sessionId}/summary`,
      dedupeKey: `report_ready:${sessionId}`,
    });
  const unsubscribe = (token: string, init: RequestInit = { method: 'POST' }, address = someAddress()) =>
    t.json<{ message: string; preference: string } & ErrorBody>(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address } },
    );

  it('has every preference on for someone who never changed them, and replaces all three on save', async () => {
    const me = await person();
    expect((await preferences(me)).body).toEqual(ALL_ON);
    const saved = await savePreferences(me, { ...ALL_ON, wants_product_updates: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...ALL_ON, wants_product_updates: false });
    expect((await preferences(me)).body).toEqual({ ...ALL_ON, wants_product_updates: false });
    const back = await savePreferences(me, ALL_ON);
    expect(back.body).toEqual(ALL_ON);
  });

  it('refuses a preferences body that lacks a switch or is not boolean', async () => {
    const me = await person();
    for (const body of [{}, { ...ALL_ON, wants_progress_reports: 'yes' }, { wants_product_updates: true }]) {
      const res = await savePreferences(me, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });

  it('mails a ready report with one-click unsubscribe headers and a link to the unsubscribe page', async () => {
    const me = await person();
    const sessionId = crypto.randomUUID();
    await reportReady(me, sessionId);
    const [mail, ...more] = await notificationMails(me);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your report is ready');
    expect(mail!.text).toContain(`${PUBLIC_URL}/session/${sessionId}/summary`);
    const token = unsubscribeTokenIn(mail!);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail!.html).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
  });

  it('mails a notification once however often its job runs (one row, one mail)', async () => {
    const me = await person();
    const sessionId = crypto.randomUUID();
    await reportReady(me, sessionId);
    await reportReady(me, sessionId);
    expect(await notificationMails(me)).toHaveLength(1);
    const { body } = await t.json<NotificationList>('/api/user/notifications', { headers: auth(me.token) });
    expect(body.notifications).toHaveLength(1);
  });

  it('sends no report mail when session-complete mail is off, yet the bell still shows it', async () => {
    const me = await person();
    await savePreferences(me, { ...ALL_ON, wants_session_complete_notify: false });
    await reportReady(me);
    expect(await notificationMails(me)).toHaveLength(0);
    const { body } = await t.json<NotificationList>('/api/user/notifications', { headers: auth(me.token) });
    expect(body.notifications.map((n) => n.title)).toEqual(['Your report is ready']);
  });

  it('always mails a support reply, with no unsubscribe link; never mails a general notification', async () => {
    const me = await person();
    await savePreferences(me, {
      wants_progress_reports: false,
      wants_product_updates: false,
      wants_session_complete_notify: false,
    });
    await notify(t, me.id, { type: 'general', title: 'Just so you know' });
    await notify(t, me.id, {
      type: 'support_ticket_reply',
      title: 'Support replied to your ticket',
      body: 'We found the cause.',
      linkUrl: '/settings/support/abc',
    });
    const mails = await notificationMails(me);
    expect(mails.map((m) => m.subject)).toEqual(['Support replied to your ticket']);
    expect(mails[0]!.headers).toBeNull();
    expect(mails[0]!.text).not.toContain('unsubscribe');
  });

  it('switches the preference off from the mail client’s one-click POST, idempotently', async () => {
    const me = await person();
    await reportReady(me);
    const [mail] = await notificationMails(me);
    const token = unsubscribeTokenIn(mail!);
    const oneClick: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    };
    const res = await unsubscribe(token, oneClick);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      preference: 'wants_session_complete_notify',
      message: 'You will no longer receive an e-mail when an interview report is ready.',
    });
    expect((await preferences(me)).body).toEqual({ ...ALL_ON, wants_session_complete_notify: false });
    // the web page posts the same token with no body; a second click changes nothing
    const again = await unsubscribe(token);
    expect(again.status).toBe(200);
    await reportReady(me);
    expect(await notificationMails(me)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed token, and 429 when one address tries too often', async () => {
    const address = someAddress();
    for (const token of ['nonsense', 'aaaaaaaaaaaaaaaaaaaaaaaa.u', 'aaaaaaaaaaaaaaaaaaaaaaaa.z']) {
      const res = await unsubscribe(token, { method: 'POST' }, address);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' });
    }
    expect((await unsubscribe('', { method: 'POST' }, address)).status).toBe(400);
    let last = 0;
    for (let i = 0; i < 20 && last !== 429; i++) {
      last = (await unsubscribe('nonsense', { method: 'POST' }, address)).status;
    }
    expect(last).toBe(429);
  });

  it('tells everyone about a new feature once, mailing only those who want product updates', async () => {
    const keen = await person();
    const quiet = await person();
    await savePreferences(quiet, { ...ALL_ON, wants_product_updates: false });
    const id = crypto.randomUUID();
    await insertAnnouncement(t, id, 'Voice interviews are here.');
    const announce = t.application.resolve(SUPPORT.AnnounceFeature);
    await announce.execute(id);
    await t.application.jobs.settled();
    // started twice (a second click, a retried job): still one each
    await announce.execute(id);
    await t.application.jobs.settled();
    for (const me of [keen, quiet]) {
      const { body } = await t.json<NotificationList>('/api/user/notifications', { headers: auth(me.token) });
      expect(body.notifications).toEqual([
        expect.objectContaining({
          type: 'feature_announcement',
          title: 'New feature',
          body: 'Voice interviews are here.',
          link_url: null,
        }),
      ]);
    }
    const keenMails = await notificationMails(keen);
    expect(keenMails.map((m) => m.subject)).toEqual(['New feature']);
    expect(keenMails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeTokenIn(keenMails[0]!).endsWith('.u')).toBe(true);
    expect(await notificationMails(quiet)).toHaveLength(0);
  });

  it('refuses to announce an announcement that is not a feature', async () => {
    const id = crypto.randomUUID();
    await insertAnnouncement(t, id, 'Maintenance tonight.', { isFeature: false });
    await expect(t.application.resolve(SUPPORT.AnnounceFeature).execute(id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('mails a weekly progress report to those who practised and want it, once a week', async () => {
    const practised = await person();
    const idle = await person();
    const optedOut = await person();
    const now = clock.now().getTime();
    const day = 24 * 3600 * 1000;
    await insertFinishedSession(t, practised.id, new Date(now - 2 * day), 7);
    await insertFinishedSession(t, practised.id, new Date(now - 3 * day), 8);
    await insertFinishedSession(t, idle.id, new Date(now - 9 * day), 6);
    await insertFinishedSession(t, optedOut.id, new Date(now - 1 * day), 5);
    await savePreferences(optedOut, { ...ALL_ON, wants_progress_reports: false });
    const reports = t.application.resolve(SUPPORT.SendProgressReports);
    await reports.execute();
    const [mail, ...more] = await notificationMails(practised);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your weekly interview practice');
    expect(mail!.text).toContain('completed 2 mock interviews');
    expect(mail!.text).toContain('7.5 / 10');
    expect(unsubscribeTokenIn(mail!).endsWith('.p')).toBe(true);
    expect(await notificationMails(idle)).toHaveLength(0);
    expect(await notificationMails(optedOut)).toHaveLength(0);
    // the job runs again the same week (a retry, a second instance): nobody gets a second one
    await reports.execute();
    expect(await notificationMails(practised)).toHaveLength(1);
  });
});

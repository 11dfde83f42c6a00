import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { components } from '../../openapi/types.ts';
import type { NotificationType } from '../../src/modules/support/index.ts';
import { signUp } from '../../test/support/accounts.ts';
import { auth } from '../../test/support/documents.ts';
import { mailsTo, notify, unsubscribeTokenIn, userIdOf } from '../../test/support/notifications.ts';
import type { CoachWorld } from '../support/world.ts';

type NotificationList = components['schemas']['NotificationList'];
type Preferences = components['schemas']['NotificationPreferences'];

const PREFERENCES = [
  'wants_progress_reports',
  'wants_product_updates',
  'wants_session_complete_notify',
] as const;

interface Account {
  token: string;
  email: string;
  id: string;
}

/** What these steps remember per scenario: the signed-in person and another one. */
const state = new WeakMap<CoachWorld, { me?: Account; other?: Account }>();
const memo = (world: CoachWorld) => {
  let s = state.get(world);
  if (!s) {
    s = {};
    state.set(world, s);
  }
  return s;
};

/** The scenario's signed-in person, with their e-mail and id. */
async function me(world: CoachWorld): Promise<Account> {
  const s = memo(world);
  if (s.me) return s.me;
  if (!world.token) throw new Error('nobody is signed in');
  const { body } = await world.app.json<{ user: { email: string } }>('/api/user/profile', {
    headers: auth(world.token),
  });
  s.me = { token: world.token, email: body.user.email, id: await userIdOf(world.app, body.user.email) };
  return s.me;
}

async function latest(world: CoachWorld, account: Account): Promise<NotificationList> {
  await world.app.application.jobs.settled();
  const { body } = await world.app.json<NotificationList>('/api/user/notifications?limit=50', {
    headers: auth(account.token),
  });
  return body;
}

async function savePreferences(world: CoachWorld, preferences: Preferences): Promise<void> {
  const account = await me(world);
  const res = await world.app.request('/api/user/notification-preferences', {
    method: 'PUT',
    headers: { ...auth(account.token), 'content-type': 'application/json' },
    body: JSON.stringify(preferences),
  });
  assert.equal(res.status, 200, await res.text());
}

const titled: Record<NotificationType, { body: string; linkUrl: string | null }> = {
  report_ready: { body: 'The report on your mock interview is ready.', linkUrl: '/session/s/summary' },
  feature_announcement: { body: 'Voice interviews are here.', linkUrl: null },
  support_ticket_reply: { body: 'We found the cause.', linkUrl: '/settings/support/t' },
  general: { body: 'Something happened.', linkUrl: null },
};

Given('they have {int} unread notification(s)', async function (this: CoachWorld, n: number) {
  const account = await me(this);
  for (let i = 1; i <= n; i++) await notify(this.app, account.id, { title: `Notice ${i}` });
});

Given('another user with {int} unread notification(s)', async function (this: CoachWorld, n: number) {
  const other = await signUp(this.app);
  const account = { token: other.token, email: other.email, id: await userIdOf(this.app, other.email) };
  memo(this).other = account;
  for (let i = 1; i <= n; i++) await notify(this.app, account.id, { title: `Theirs ${i}` });
});

When('they mark their newest notification read', async function (this: CoachWorld) {
  const [newest] = (await latest(this, await me(this))).notifications;
  assert.ok(newest, 'they have no notification');
  await this.send('POST', `/api/user/notifications/${newest.id}/read`);
});

When('they mark all notifications read', async function (this: CoachWorld) {
  await this.send('POST', '/api/user/notifications/read-all');
});

Given('they marked their newest notification read', async function (this: CoachWorld) {
  const [newest] = (await latest(this, await me(this))).notifications;
  assert.ok(newest, 'they have no notification');
  await this.send('POST', `/api/user/notifications/${newest.id}/read`);
  assert.equal(this.response().status, 200);
});

Given('they marked all notifications read', async function (this: CoachWorld) {
  await this.send('POST', '/api/user/notifications/read-all');
  assert.equal(this.response().status, 200);
});

When("they mark the other user's notification read", async function (this: CoachWorld) {
  const other = memo(this).other;
  assert.ok(other, 'there is no other user');
  const [theirs] = (await latest(this, other)).notifications;
  assert.ok(theirs);
  await this.send('POST', `/api/user/notifications/${theirs.id}/read`);
});

When('the same report is announced as ready twice', async function (this: CoachWorld) {
  const account = await me(this);
  const sessionId = crypto.randomUUID();
  for (let i = 0; i < 2; i++) {
    await notify(this.app, account.id, {
      type: 'report_ready',
      title: 'Your report is ready',
      linkUrl: `/session/${sessionId}/summary`,
      dedupeKey: `report_ready:${sessionId}`,
    });
  }
});

Then('that notification is shown as read', function (this: CoachWorld) {
  assert.equal((this.response().json as { is_read: boolean }).is_read, true);
});

Then('every notification of theirs is shown as read', async function (this: CoachWorld) {
  const list = await latest(this, await me(this));
  assert.ok(list.notifications.length > 0);
  assert.ok(list.notifications.every((n) => n.is_read));
});

Then('their unread count is {int}', async function (this: CoachWorld, count: number) {
  assert.equal((await latest(this, await me(this))).unreadCount, count);
});

Then("the other user's unread count is still {int}", async function (this: CoachWorld, count: number) {
  const other = memo(this).other;
  assert.ok(other);
  assert.equal((await latest(this, other)).unreadCount, count);
});

Then('they have {int} notifications', async function (this: CoachWorld, count: number) {
  assert.equal((await latest(this, await me(this))).notifications.length, count);
});

Then('all three preferences are on', function (this: CoachWorld) {
  assert.deepEqual(this.response().json, {
    wants_progress_reports: true,
    wants_product_updates: true,
    wants_session_complete_notify: true,
  });
});

Given('they switched off {string}', async function (this: CoachWorld, preference: string) {
  const preferences = Object.fromEntries(PREFERENCES.map((p) => [p, p !== preference])) as Preferences;
  await savePreferences(this, preferences);
});

Given('they switched off every preference', async function (this: CoachWorld) {
  await savePreferences(this, {
    wants_progress_reports: false,
    wants_product_updates: false,
    wants_session_complete_notify: false,
  });
});

When(
  'they are/were notified of a {string} titled {string}',
  async function (this: CoachWorld, type: NotificationType, title: string) {
    const account = await me(this);
    await notify(this.app, account.id, { type, title, ...titled[type] });
  },
);

Then('their bell shows {string}', async function (this: CoachWorld, title: string) {
  const list = await latest(this, await me(this));
  assert.ok(
    list.notifications.some((n) => n.title === title),
    JSON.stringify(list.notifications.map((n) => n.title)),
  );
});

Then(
  "their bell shows {string} once, linking to the session's summary",
  async function (this: CoachWorld, title: string) {
    const shown = (await latest(this, await me(this))).notifications.filter((n) => n.title === title);
    assert.equal(shown.length, 1);
    assert.match(shown[0]?.link_url ?? '', /^\/session\/[0-9a-f-]{36}\/summary$/);
  },
);

Then(
  'they receive {int} {string} mail(s) with a one-click unsubscribe link',
  async function (this: CoachWorld, count: number, subject: string) {
    const mails = (await mailsTo(this.app, (await me(this)).email)).filter((m) => m.subject === subject);
    assert.equal(mails.length, count);
    for (const mail of mails) {
      assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
      assert.match(
        mail.headers?.['List-Unsubscribe'] ?? '',
        /^<https?:\/\/.+\/api\/notifications\/unsubscribe\?token=.+>$/,
      );
      assert.match(mail.text, /\/unsubscribe\?token=/);
    }
  },
);

Then(
  'they receive {int} {string} mail(s) without an unsubscribe link',
  async function (this: CoachWorld, count: number, subject: string) {
    const mails = (await mailsTo(this.app, (await me(this)).email)).filter((m) => m.subject === subject);
    assert.equal(mails.length, count);
    for (const mail of mails) {
      assert.equal(mail.headers, null);
      assert.doesNotMatch(mail.text, /unsubscribe/i);
    }
  },
);

Then('they receive no {string} mail', async function (this: CoachWorld, subject: string) {
  const mails = await mailsTo(this.app, (await me(this)).email);
  assert.deepEqual(
    mails.filter((m) => m.subject === subject),
    [],
  );
});

When('the mail client posts the one-click unsubscribe of that mail', async function (this: CoachWorld) {
  const [mail] = await mailsTo(this.app, (await me(this)).email);
  assert.ok(mail, 'no mail arrived');
  const token = unsubscribeTokenIn(mail);
  // RFC 8058: a POST of the form field List-Unsubscribe=One-Click, no session, no cookie
  const res = await this.app.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': this.address },
    body: 'List-Unsubscribe=One-Click',
  });
  const text = await res.text();
  this.last = { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
});

When('someone posts the unsubscribe token {string}', async function (this: CoachWorld, token: string) {
  await this.send('POST', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
});

Then(
  '{string} is off and the other preferences stay on',
  async function (this: CoachWorld, preference: string) {
    const account = await me(this);
    const { body } = await this.app.json<Preferences>('/api/user/notification-preferences', {
      headers: auth(account.token),
    });
    assert.deepEqual(body, Object.fromEntries(PREFERENCES.map((p) => [p, p !== preference])));
  },
);

import { SUPPORT } from '../../src/modules/support/index.ts';
import type { NewNotification } from '../../src/modules/support/index.ts';
import { type ReadStream, readStream, type SseEvent } from './sse.ts';
import type { TestApp } from './test-app.ts';

export type { SseEvent };

const sql = <T>(t: TestApp, query: string, params: unknown[] = []) =>
  t.database.orm.em.fork().getConnection().execute<T[]>(query, params);

/** The account's id, read from the database. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await sql<{ id: string }>(t, 'select id from users where email_normalized = ?', [
    email.toLowerCase(),
  ]);
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

let counter = 0;

/**
 * Notifies the person the way other modules do (the Notifier: a job), and waits for the jobs to
 * run. The dedupe key is fresh unless given.
 */
export async function notify(
  t: TestApp,
  userId: string,
  overrides: Partial<Omit<NewNotification, 'userId'>> = {},
): Promise<void> {
  counter += 1;
  await t.application.resolve(SUPPORT.Notifier).notify({
    userId,
    type: 'general',
    title: `Notice ${counter}`,
    body: 'Something happened.',
    linkUrl: null,
    dedupeKey: `test:${Date.now()}:${counter}`,
    ...overrides,
  });
  await t.application.jobs.settled();
}

export interface StoredMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

interface OutboxRow {
  subject: string;
  text_body: string;
  html_body: string;
  headers: unknown;
}

/** Every mail the outbox holds for an address, newest first, once the mail jobs ran. */
export async function mailsTo(t: TestApp, to: string): Promise<StoredMail[]> {
  await t.application.jobs.settled();
  const rows: OutboxRow[] = await sql<OutboxRow>(
    t,
    'select subject, text_body, html_body, headers from outbox_mails where to_address = ? order by seq desc',
    [to.toLowerCase()],
  );
  return rows.map((r) => ({
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    headers: (typeof r.headers === 'string' ? JSON.parse(r.headers) : r.headers) as Record<
      string,
      string
    > | null,
  }));
}

/** The token of the unsubscribe link in a mail's List-Unsubscribe header. */
export function unsubscribeTokenIn(mail: StoredMail): string {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = header.match(/^<(.+)>$/)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe address in ${JSON.stringify(mail.headers)}`);
  return new URL(url).searchParams.get('token') ?? '';
}

export type NotificationStream = ReadStream;

/**
 * Opens the notification stream as an EventSource would and reads it until `stopAfter` says so
 * (or the stream ends); `onEvent` may act meanwhile (create a notification, read one).
 */
export async function readNotificationStream(
  t: Pick<TestApp, 'request'>,
  token: string | null,
  options: {
    lastEventId?: string;
    onEvent?: (e: SseEvent, all: SseEvent[]) => Promise<void> | void;
    stopAfter: (e: SseEvent, all: SseEvent[]) => boolean;
  },
): Promise<NotificationStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers['x-auth-token'] = token;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const res = await t.request('/api/user/notifications/stream', { headers });
  return readStream(res, async (e, all) => {
    if (options.stopAfter(e, all)) return true;
    await options.onEvent?.(e, all);
    return false;
  });
}

/** Inserts an announcement row directly (staff editing of announcements is not built yet). */
export async function insertAnnouncement(
  t: TestApp,
  id: string,
  message: string,
  options: { isFeature?: boolean } = {},
): Promise<void> {
  await sql(
    t,
    `insert into announcements (id, type, message, is_feature, created_at, updated_at)
     values (?, 'Informational', ?, ?, now(), now())`,
    [id, message, options.isFeature ?? true],
  );
}

/** A finished interview session of the person, ended at the instant given, written directly. */
export async function insertFinishedSession(
  t: TestApp,
  userId: string,
  endedAt: Date,
  score: number | null,
): Promise<void> {
  const id = crypto.randomUUID();
  await sql(
    t,
    `insert into interview_sessions (id, user_id, title, interview_type, persona, format, duration_minutes,
       question_count, status, plan, job, score, created_at, ended_at)
     values (?, ?, 'Backend Engineer', 'Behavioral', 'Friendly & Encouraging', 'text', 30, 2, 'completed',
       '{}'::jsonb, '{}'::jsonb, ?, ?, ?)`,
    [id, userId, score, endedAt, endedAt],
  );
}

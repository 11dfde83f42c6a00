import { randomBytes } from 'node:crypto';
import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { NotificationPreferences, PreferenceKey } from '../domain/notification-preferences.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';

/** The column of each preference; the only names ever placed into a statement. */
export const PREFERENCE_COLUMNS: Readonly<Record<PreferenceKey, string>> = {
  wantsProgressReports: 'wants_progress_reports',
  wantsProductUpdates: 'wants_product_updates',
  wantsSessionCompleteNotify: 'wants_session_complete_notify',
};

interface PreferenceRow {
  wants_progress_reports: boolean;
  wants_product_updates: boolean;
  wants_session_complete_notify: boolean;
}

const COLUMNS = 'wants_progress_reports, wants_product_updates, wants_session_complete_notify';

function preferencesOf(row: PreferenceRow): NotificationPreferences {
  return {
    wantsProgressReports: row.wants_progress_reports,
    wantsProductUpdates: row.wants_product_updates,
    wantsSessionCompleteNotify: row.wants_session_complete_notify,
  };
}

/** A person's unsubscribe token: 192 random bits, URL-safe. */
export function newPersonToken(): string {
  return randomBytes(24).toString('base64url');
}

export class MikroOrmNotificationPreferenceStore implements NotificationPreferenceStore {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async find(userId: string): Promise<NotificationPreferences | null> {
    const [row] = await runSql<PreferenceRow[]>(
      this.#orm,
      `select ${COLUMNS} from notification_preferences where user_id = ?`,
      [userId],
    );
    return row ? preferencesOf(row) : null;
  }

  async save(userId: string, p: NotificationPreferences, at: Date): Promise<NotificationPreferences> {
    const [row] = await runSql<PreferenceRow[]>(
      this.#orm,
      `insert into notification_preferences (user_id, ${COLUMNS}, unsubscribe_token, updated_at)
       values (?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set
         wants_progress_reports = excluded.wants_progress_reports,
         wants_product_updates = excluded.wants_product_updates,
         wants_session_complete_notify = excluded.wants_session_complete_notify,
         updated_at = excluded.updated_at
       returning ${COLUMNS}`,
      [
        userId,
        p.wantsProgressReports,
        p.wantsProductUpdates,
        p.wantsSessionCompleteNotify,
        newPersonToken(),
        at,
      ],
    );
    if (!row) throw new Error('the preferences were not stored');
    return preferencesOf(row);
  }

  async unsubscribeTokenOf(userId: string, at: Date): Promise<string> {
    await runSql(
      this.#orm,
      `insert into notification_preferences (user_id, unsubscribe_token, updated_at) values (?, ?, ?)
       on conflict (user_id) do nothing`,
      [userId, newPersonToken(), at],
    );
    const [row] = await runSql<{ unsubscribe_token: string }[]>(
      this.#orm,
      'select unsubscribe_token from notification_preferences where user_id = ?',
      [userId],
    );
    if (!row) throw new Error('the preferences row was not made');
    return row.unsubscribe_token;
  }

  async unsubscribeTokensOf(userIds: readonly string[], at: Date): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const people = JSON.stringify(userIds.map((id) => ({ user_id: id, token: newPersonToken() })));
    await runSql(
      this.#orm,
      `insert into notification_preferences (user_id, unsubscribe_token, updated_at)
       select person.user_id, person.token, ?::timestamptz
         from jsonb_to_recordset(?::jsonb) as person (user_id uuid, token text)
         join users u on u.id = person.user_id
       on conflict (user_id) do nothing`,
      [at, people],
    );
    const rows = await runSql<{ user_id: string; unsubscribe_token: string }[]>(
      this.#orm,
      `select p.user_id, p.unsubscribe_token from notification_preferences p
         join jsonb_array_elements_text(?::jsonb) as person (user_id) on p.user_id = person.user_id::uuid`,
      [JSON.stringify(userIds)],
    );
    return new Map(rows.map((r) => [r.user_id, r.unsubscribe_token]));
  }

  async switchOff(personToken: string, preference: PreferenceKey, at: Date): Promise<boolean> {
    const column = PREFERENCE_COLUMNS[preference];
    const rows = await runSql<{ user_id: string }[]>(
      this.#orm,
      `update notification_preferences set ${column} = false, updated_at = ?
        where unsubscribe_token = ? returning user_id`,
      [at, personToken],
    );
    return rows.length > 0;
  }
}

import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { dateOf, dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { NewNotification } from '../domain/notification.ts';
import type {
  FanOutBatch,
  FeatureAnnouncement,
  FeatureAnnouncements,
} from '../ports/feature-announcements.ts';

/** Sorts before every other id: where a fan-out starts. */
const FIRST = '00000000-0000-0000-0000-000000000000';

interface Row {
  last: string | null;
  reached: number | string;
  id: string | null;
  seq: number | string | null;
  user_id: string | null;
  read_at: SqlDate | null;
  created_at: SqlDate | null;
  email: string | null;
  name: string | null;
  wants_progress_reports: boolean | null;
  wants_product_updates: boolean | null;
  wants_session_complete_notify: boolean | null;
}

export class MikroOrmFeatureAnnouncements implements FeatureAnnouncements {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async findFeature(announcementId: string): Promise<FeatureAnnouncement | null> {
    const [row] = await runSql<FeatureAnnouncement[]>(
      this.#orm,
      'select id, message from announcements where id = ? and is_feature',
      [announcementId],
    );
    return row ?? null;
  }

  async notifyNext(
    n: Omit<NewNotification, 'userId'>,
    afterUserId: string,
    limit: number,
    at: Date,
  ): Promise<FanOutBatch> {
    // keyset paging over the primary key (each batch costs the same however far the fan-out got),
    // one insert ... select for the whole batch, and the newly notified joined to what their mail
    // needs; the outer join keeps the batch's end when everyone in it had the notification already
    const rows = await runSql<Row[]>(
      this.#orm,
      `with audience as (
         select id from users where id > ? and status = 'active' order by id limit ?
       ), stored as (
         insert into notifications (id, user_id, type, title, body, link_url, dedupe_key, created_at)
         select gen_random_uuid(), a.id, ?, ?, ?, ?, ?, ?::timestamptz from audience a order by a.id
         on conflict (user_id, dedupe_key) do nothing
         returning id, seq, user_id, read_at, created_at
       ), batch as (
         select (select id from audience order by id desc limit 1) as last,
                (select count(*) from audience) as reached
       )
       select b.last, b.reached, s.id, s.seq, s.user_id, s.read_at, s.created_at, u.email, u.name,
              p.wants_progress_reports, p.wants_product_updates, p.wants_session_complete_notify
         from batch b
         left join stored s on true
         left join users u on u.id = s.user_id
         left join notification_preferences p on p.user_id = s.user_id
        order by s.seq`,
      [afterUserId || FIRST, limit, n.type, n.title, n.body, n.linkUrl, n.dedupeKey, at],
    );
    const first = rows[0];
    const notified = rows.flatMap((r) =>
      r.id === null || r.user_id === null
        ? []
        : [
            {
              notification: {
                id: r.id,
                userId: r.user_id,
                seq: Number(r.seq),
                type: n.type,
                title: n.title,
                body: n.body,
                linkUrl: n.linkUrl,
                readAt: dateOrNull(r.read_at),
                createdAt: dateOf(r.created_at ?? at),
              },
              recipient: { email: r.email ?? '', name: r.name ?? '' },
              preferences:
                r.wants_product_updates === null
                  ? null
                  : {
                      wantsProgressReports: r.wants_progress_reports ?? true,
                      wantsProductUpdates: r.wants_product_updates,
                      wantsSessionCompleteNotify: r.wants_session_complete_notify ?? true,
                    },
            },
          ],
    );
    return { last: first?.last ?? null, reached: Number(first?.reached ?? 0), notified };
  }
}

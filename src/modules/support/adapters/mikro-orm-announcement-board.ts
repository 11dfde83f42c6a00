import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { dateOf, dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { Announcement, AnnouncementType } from '../domain/announcement.ts';
import type { AnnouncementBoard } from '../ports/announcement-board.ts';

interface Row {
  id: string;
  type: AnnouncementType;
  message: string;
  is_feature: boolean;
  starts_at: SqlDate | null;
  ends_at: SqlDate | null;
  created_at: SqlDate;
}

export class MikroOrmAnnouncementBoard implements AnnouncementBoard {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async showing(now: Date): Promise<Announcement[]> {
    const rows = await runSql<Row[]>(
      this.#orm,
      `select id, type, message, is_feature, starts_at, ends_at, created_at from announcements
        where is_active and (starts_at is null or starts_at <= ?) and (ends_at is null or ends_at > ?)
        order by created_at desc, id limit 20`,
      [now, now],
    );
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      message: r.message,
      isFeature: r.is_feature,
      startsAt: dateOrNull(r.starts_at),
      endsAt: dateOrNull(r.ends_at),
      createdAt: dateOf(r.created_at),
    }));
  }
}

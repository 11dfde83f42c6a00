import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { dateOf, dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { AnnouncementDraft, AnnouncementType, ManagedAnnouncement } from '../domain/announcement.ts';
import type { AnnouncementStore } from '../ports/announcement-store.ts';

interface Row {
  id: string;
  type: AnnouncementType;
  message: string;
  is_feature: boolean;
  is_active: boolean;
  starts_at: SqlDate | null;
  ends_at: SqlDate | null;
  created_at: SqlDate;
  feature_announced_at: SqlDate | null;
}

const COLUMNS =
  'id, type, message, is_feature, is_active, starts_at, ends_at, created_at, feature_announced_at';

function announcementOf(r: Row): ManagedAnnouncement {
  return {
    id: r.id,
    type: r.type,
    message: r.message,
    isFeature: r.is_feature,
    isActive: r.is_active,
    startsAt: dateOrNull(r.starts_at),
    endsAt: dateOrNull(r.ends_at),
    createdAt: dateOf(r.created_at),
    featureAnnouncedAt: dateOrNull(r.feature_announced_at),
  };
}

export class MikroOrmAnnouncementStore implements AnnouncementStore {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async all(): Promise<ManagedAnnouncement[]> {
    const rows = await runSql<Row[]>(
      this.#orm,
      `select ${COLUMNS} from announcements order by created_at desc, id`,
    );
    return rows.map(announcementOf);
  }

  async findForUpdate(id: string): Promise<ManagedAnnouncement | null> {
    const rows = await runSql<Row[]>(
      this.#orm,
      `select ${COLUMNS} from announcements where id = ? for update`,
      [id],
    );
    return rows[0] ? announcementOf(rows[0]) : null;
  }

  async create(a: ManagedAnnouncement, createdBy: string): Promise<void> {
    await runSql(
      this.#orm,
      `insert into announcements (id, type, message, is_feature, is_active, starts_at, ends_at, created_by,
         created_at, updated_at, feature_announced_at)
       values (?, ?, ?, ?, ?, ?, ?, (select id from users where id = ?), ?, ?, ?)`,
      [
        a.id,
        a.type,
        a.message,
        a.isFeature,
        a.isActive,
        a.startsAt,
        a.endsAt,
        createdBy,
        a.createdAt,
        a.createdAt,
        a.featureAnnouncedAt,
      ],
    );
  }

  async update(id: string, d: AnnouncementDraft, at: Date): Promise<void> {
    await runSql(
      this.#orm,
      `update announcements set type = ?, message = ?, is_feature = ?, is_active = ?, starts_at = ?, ends_at = ?,
         updated_at = ? where id = ?`,
      [d.type, d.message, d.isFeature, d.isActive, d.startsAt, d.endsAt, at, id],
    );
  }

  async delete(id: string): Promise<void> {
    await runSql(this.#orm, 'delete from announcements where id = ?', [id]);
  }

  async claimFeatureAnnouncement(id: string, at: Date): Promise<boolean> {
    const rows = await runSql<{ id: string }[]>(
      this.#orm,
      `update announcements set feature_announced_at = ?
        where id = ? and is_feature and is_active and feature_announced_at is null returning id`,
      [at, id],
    );
    return rows.length > 0;
  }
}

import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { FeatureAnnouncement, FeatureAnnouncements } from '../ports/feature-announcements.ts';

/** Sorts before every other id: where a fan-out starts. */
const FIRST = '00000000-0000-0000-0000-000000000000';

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

  async audienceAfter(afterUserId: string, limit: number): Promise<string[]> {
    // keyset paging over the primary key: each batch costs the same however far the fan-out got
    const rows = await runSql<{ id: string }[]>(
      this.#orm,
      "select id from users where id > ? and status = 'active' order by id limit ?",
      [afterUserId || FIRST, limit],
    );
    return rows.map((r) => r.id);
  }
}

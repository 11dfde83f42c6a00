import type { Orm } from '../../../shared/persistence/database.ts';
import type { SavedApplication } from '../domain/saved-application.ts';
import type {
  SavedApplicationRepository,
  SavedApplicationRow,
} from '../ports/saved-application-repository.ts';
import { SavedApplicationEntity } from './mikro-orm-entities.ts';

interface JoinedRow {
  id: string;
  user_id: string;
  name: string;
  resume_id: string;
  job_description_id: string;
  created_at: Date | string;
  resume_name: string;
  job_name: string;
}

export class MikroOrmSavedApplicationRepository implements SavedApplicationRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async create(application: SavedApplication): Promise<void> {
    await this.#orm.em.insert(SavedApplicationEntity, { ...application });
  }

  async listOwned(userId: string): Promise<SavedApplicationRow[]> {
    const em = this.#orm.em;
    const rows: JoinedRow[] = await em.getConnection().execute(
      `select a.id, a.user_id, a.name, a.resume_id, a.job_description_id, a.created_at,
              r.file_name as resume_name, j.file_name as job_name
         from saved_applications a
         join documents r on r.id = a.resume_id
         join documents j on j.id = a.job_description_id
        where a.user_id = ?
        order by a.created_at desc, a.seq desc`,
      [userId],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      name: row.name,
      resumeId: row.resume_id,
      jobDescriptionId: row.job_description_id,
      createdAt: new Date(row.created_at),
      resumeName: row.resume_name,
      jobName: row.job_name,
    }));
  }
}

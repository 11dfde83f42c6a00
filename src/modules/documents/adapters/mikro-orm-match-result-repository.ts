import type { Orm } from '../../../shared/persistence/database.ts';
import type { StoredMatchResult } from '../domain/match-result.ts';
import type { MatchResultRepository } from '../ports/match-result-repository.ts';
import { MatchResultEntity } from './mikro-orm-entities.ts';

export class MikroOrmMatchResultRepository implements MatchResultRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async find(resumeId: string, jobId: string): Promise<StoredMatchResult | null> {
    const row = await this.#orm.em.findOne(
      MatchResultEntity,
      { resumeId, jobId },
      { disableIdentityMap: true },
    );
    return row
      ? {
          ...row,
          matchedSkills: row.matchedSkills.map((s) => ({ ...s })),
          missingSkills: row.missingSkills.map((s) => ({ ...s })),
        }
      : null;
  }

  async save(result: StoredMatchResult): Promise<void> {
    await this.#orm.em.upsert(MatchResultEntity, { ...result }, { onConflictFields: ['resumeId', 'jobId'] });
  }

  async forgetResume(resumeId: string): Promise<void> {
    // the primary key (resume_id, job_id) leads with the resume: one index range
    await this.#orm.em.nativeDelete(MatchResultEntity, { resumeId });
  }
}

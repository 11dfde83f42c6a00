import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { SessionDocuments } from '../domain/last-pairing.ts';
import type { PairingHistory } from '../ports/pairing-history.ts';
import type { Row } from './mikro-orm-session-rows.ts';

/**
 * Reads the newest session by the owner's index (user_id, created_at desc). A deleted document
 * sets the session's reference to null (on delete set null), so a gone document reads as null.
 */
export class MikroOrmPairingHistory implements PairingHistory {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async latestSessionDocuments(userId: string): Promise<SessionDocuments | null> {
    const rows = await runSql<Row[]>(
      this.#orm,
      `select resume_id, job_id from interview_sessions where user_id = ?
        order by created_at desc, seq desc limit 1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      resumeId: (row.resume_id as string | null) ?? null,
      jobId: (row.job_id as string | null) ?? null,
    };
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Finds a user's unfinished sessions without scanning their history: reading history, the
 * dashboard or a report first ends the sessions whose time ran out.
 */
export class Migration20261122040000OpenSessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create index interview_sessions_open_idx on interview_sessions (user_id) where status = 'in_progress';",
    );
  }
}

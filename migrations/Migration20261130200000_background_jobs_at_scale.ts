import { Migration } from '@mikro-orm/migrations';

/**
 * Background work that stays quick at 200,000 people. The time-up sweep finds the open sessions
 * whose time ran out in the open sessions' own index, oldest first (a session's time is up at the
 * latest 45 minutes after its start), instead of walking every session ever held; the weekly
 * progress report reads the week's completed sessions by when they ended, with the person and the
 * score in the index, instead of walking the whole sessions index for every batch of people.
 */
export class Migration20261130200000BackgroundJobsAtScale extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "create index interview_sessions_open_since_idx on interview_sessions (created_at) where status = 'in_progress';",
    );
    this.addSql(
      "create index interview_sessions_ended_idx on interview_sessions (ended_at) include (user_id, score) where status = 'completed';",
    );
  }
}

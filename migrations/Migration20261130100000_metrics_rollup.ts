import { Migration } from '@mikro-orm/migrations';

/**
 * What the admin metrics read at 200,000 people without scanning a table per request:
 * - interview sessions started per UTC day (with their scores' count and sum), rolled up by the
 *   `admin.refresh-metrics` job for every day before `sessions_covered_until`; the metrics add the
 *   sessions since then, read live through the index on created_at;
 * - the people counted by the same job (all, verified, signed in within 30 days, on a trial), which the metrics
 *   read with the sign-ups since, once there are more than a few thousand people;
 * - indexes for the live counts: sign-ups and sign-ins by date, running trials, polish runs by
 *   start, open tickets by age, and answers whose evaluation failed by when they were answered
 *   (a partial index: only the failures).
 */
export class Migration20261130100000MetricsRollup extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table metrics_session_days (
        day date primary key,
        started integer not null,
        scored integer not null,
        score_sum numeric not null,
        refreshed_at timestamptz not null
      );
    `);
    this.addSql(`
      create table metrics_rollup_state (
        id smallint primary key check (id = 1),
        sessions_covered_until timestamptz,
        sessions_rechecked_from date,
        people_counted_at timestamptz,
        people_total integer,
        people_verified integer,
        people_active_30_days integer,
        people_trialing integer
      );
    `);
    this.addSql('insert into metrics_rollup_state (id) values (1);');
    this.addSql(
      'create index if not exists interview_sessions_created_idx on interview_sessions (created_at) include (score);',
    );
    this.addSql(
      "create index if not exists interview_answers_failed_idx on interview_answers (answered_at) where evaluation->>'status' = 'error';",
    );
    this.addSql(
      'create index if not exists users_verified_created_idx on users (created_at) where email_verified;',
    );
    this.addSql('create index if not exists users_last_login_at_idx on users (last_login_at);');
    this.addSql('create index if not exists users_trial_ends_at_idx on users (trial_ends_at);');
    this.addSql('create index if not exists polish_runs_started_idx on polish_runs (started_at);');
    this.addSql(
      "create index if not exists support_tickets_open_created_idx on support_tickets (created_at) where status = 'Open';",
    );
  }
}

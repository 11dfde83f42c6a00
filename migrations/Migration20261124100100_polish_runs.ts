import { Migration } from '@mikro-orm/migrations';

/**
 * Polish runs and every event each one streamed, in order. A stream stores an event before it
 * sends it, so a client that reconnects (Last-Event-ID names the run and the event) gets the rest
 * from any instance and no finished step runs twice: `(run_id, seq)` is the primary key, so of two
 * writers racing for the same step only one is stored. The events hold what the resume says, so a
 * run goes with either of its documents (and with its user).
 */
export class Migration20261124100100PolishRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table polish_runs (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        resume_id uuid not null references documents (id) on delete cascade,
        job_description_id uuid not null references documents (id) on delete cascade,
        status text not null check (status in ('running', 'done', 'failed')),
        started_at timestamptz not null,
        finished_at timestamptz
      );`);
    this.addSql('create index polish_runs_owner_idx on polish_runs (user_id, started_at desc);');
    this.addSql('create index polish_runs_resume_idx on polish_runs (resume_id);');
    this.addSql('create index polish_runs_job_idx on polish_runs (job_description_id);');
    this.addSql(`
      create table polish_run_events (
        run_id uuid not null references polish_runs (id) on delete cascade,
        seq integer not null check (seq >= 1),
        event text not null,
        data jsonb not null,
        created_at timestamptz not null,
        primary key (run_id, seq)
      );`);
  }
}

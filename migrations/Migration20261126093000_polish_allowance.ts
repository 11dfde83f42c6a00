import { Migration } from '@mikro-orm/migrations';

/**
 * The Free plan's polishes, claimed atomically. `polish_allowances.used` counts an account's Free
 * polishes that are running or completed; a new Free polish raises it in the single statement that
 * also stores its run, and only while it is below the operator's allowance, so polishes opened at
 * the same moment (on any instance) cannot all pass a count none of them has changed yet. A run
 * that claimed one is `reserved`; when such a run fails (its stream's error, or the sweep of runs
 * abandoned mid-way) the claim is given back. The partial index serves that sweep: it reads only
 * the runs still running, oldest first.
 */
export class Migration20261126093000PolishAllowance extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table polish_allowances (
        user_id uuid primary key references users (id) on delete cascade,
        used integer not null check (used >= 0)
      );`);
    this.addSql('alter table polish_runs add column reserved boolean not null default false;');
    this.addSql("create index polish_runs_running_idx on polish_runs (started_at) where status = 'running';");
  }
}

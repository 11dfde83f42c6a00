import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in failures per account, kept apart from the fixed-window counters: a back-off needs the
 * time of the next allowed attempt, not a hit count.
 */
export class Migration20261123090000SignInBackoff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sign_in_backoff (
        bucket text primary key,
        failures integer not null,
        last_attempt_at timestamptz not null,
        next_attempt_at timestamptz not null
      );`);
  }
}

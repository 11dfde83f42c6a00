import { Migration } from '@mikro-orm/migrations';

/** Operator settings (admin area) and one-time start-up facts such as "demo users seeded". */
export class Migration20261122000000AppSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table app_settings (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );
    `);
  }
}

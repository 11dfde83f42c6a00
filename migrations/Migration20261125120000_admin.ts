import { Migration } from '@mikro-orm/migrations';

/**
 * The admin area: the audit log of staff actions (written in the action's own transaction), the
 * activity log of what people do, internal notes on support tickets, and announcements that can
 * be switched off and announce a feature once.
 */
export class Migration20261125120000Admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id uuid primary key,
        seq bigint generated always as identity unique,
        actor_id uuid references users (id) on delete set null,
        actor_email text not null,
        actor_role text not null check (actor_role in ('admin', 'support')),
        action text not null,
        target_type text,
        target_id text,
        before jsonb,
        after jsonb,
        reason text,
        ip text,
        request_id text not null,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index audit_log_created on audit_log (created_at desc, seq desc);');
    this.addSql('create index audit_log_action on audit_log (action, created_at desc);');
    this.addSql('create index audit_log_target on audit_log (target_id, created_at desc);');
    this.addSql(`
      create table activity_events (
        id uuid primary key,
        seq bigint generated always as identity unique,
        user_id uuid references users (id) on delete set null,
        user_email text,
        event text not null,
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index activity_events_created on activity_events (created_at desc, seq desc);');
    this.addSql('create index activity_events_user on activity_events (user_id, created_at desc);');
    this.addSql('create index activity_events_event on activity_events (event, created_at desc);');
    this.addSql(`
      create table support_ticket_notes (
        id uuid primary key,
        ticket_id uuid not null references support_tickets (id) on delete cascade,
        author_id uuid references users (id) on delete set null,
        author_role text not null check (author_role in ('support', 'admin')),
        author_name text not null,
        note text not null,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index support_ticket_notes_ticket on support_ticket_notes (ticket_id, created_at);');
    this.addSql('alter table announcements add column is_active boolean not null default true;');
    this.addSql('alter table announcements add column feature_announced_at timestamptz;');
  }
}

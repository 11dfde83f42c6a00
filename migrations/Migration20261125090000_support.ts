import { Migration } from '@mikro-orm/migrations';

/**
 * Support: each person's notifications (with a position for the live stream, a read time and a
 * dedupe key so a retried job never notifies twice) and mail preferences (with the token of
 * their unsubscribe links), support tickets and their conversations, feedback, contact-form
 * messages and announcements. Outgoing mail gains headers (List-Unsubscribe, Reply-To).
 */
export class Migration20261125090000Support extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notifications (
        id uuid primary key,
        seq bigint generated always as identity unique,
        user_id uuid not null references users (id) on delete cascade,
        type text not null
          check (type in ('support_ticket_reply', 'feature_announcement', 'report_ready', 'general')),
        title text not null,
        body text not null,
        link_url text,
        dedupe_key text,
        read_at timestamptz,
        created_at timestamptz not null,
        unique (user_id, dedupe_key)
      );
    `);
    this.addSql('create index notifications_user_seq on notifications (user_id, seq desc);');
    this.addSql('create index notifications_user_unread on notifications (user_id) where read_at is null;');
    this.addSql(`
      create table notification_preferences (
        user_id uuid primary key references users (id) on delete cascade,
        wants_progress_reports boolean not null default true,
        wants_product_updates boolean not null default true,
        wants_session_complete_notify boolean not null default true,
        unsubscribe_token text not null unique,
        last_progress_report_at timestamptz,
        updated_at timestamptz not null
      );
    `);
    this.addSql(`
      create table support_tickets (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        feedback_type text not null
          check (feedback_type in ('Bug Report', 'Feature Request', 'General Feedback')),
        message text not null,
        status text not null default 'Open' check (status in ('Open', 'Resolved')),
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
    `);
    this.addSql('create index support_tickets_user on support_tickets (user_id, updated_at desc);');
    this.addSql('create index support_tickets_updated on support_tickets (updated_at desc);');
    this.addSql(`
      create table support_ticket_responses (
        id uuid primary key,
        ticket_id uuid not null references support_tickets (id) on delete cascade,
        author_id uuid references users (id) on delete set null,
        author_role text not null check (author_role in ('user', 'support', 'admin')),
        author_name text not null,
        response text not null,
        created_at timestamptz not null
      );
    `);
    this.addSql(
      'create index support_ticket_responses_ticket on support_ticket_responses (ticket_id, created_at);',
    );
    this.addSql(`
      create table feedback (
        id uuid primary key,
        user_id uuid references users (id) on delete cascade,
        feedback_type text not null
          check (feedback_type in ('Bug Report', 'Feature Request', 'General Feedback')),
        message text not null,
        page_url text,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index feedback_created on feedback (created_at desc);');
    this.addSql(`
      create table contact_messages (
        id uuid primary key,
        name text not null,
        email text not null,
        message text not null,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index contact_messages_created on contact_messages (created_at desc);');
    this.addSql(`
      create table announcements (
        id uuid primary key,
        type text not null check (type in ('Informational', 'Warning', 'Promotion')),
        message text not null,
        is_feature boolean not null default false,
        starts_at timestamptz,
        ends_at timestamptz,
        created_by uuid references users (id) on delete set null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (ends_at is null or starts_at is null or ends_at > starts_at)
      );
    `);
    this.addSql('alter table outbox_mails add column headers jsonb;');
  }
}

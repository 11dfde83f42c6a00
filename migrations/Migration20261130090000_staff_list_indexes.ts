import { Migration } from '@mikro-orm/migrations';

/**
 * The staff lists stay fast at hundreds of thousands of people and millions of log rows: each list
 * reads its page from an index in its own order, counts no further than 10,000 rows past the page
 * (kernel/paging.ts), and every filter has its index. Searches by any part of a name or e-mail
 * (people, the audit log's actor, the activity log, the ticket desk) use trigram indexes (pg_trgm,
 * which PGlite loads too: shared/persistence/database.ts); a fragment shorter than three characters
 * has no trigram and reads the list in its order instead. Exact filters (an action, an event, a
 * ticket status) have an index in the list's order.
 */
export class Migration20261130090000StaffListIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    // people, newest first, and the search by name or e-mail
    this.addSql('create index users_created_idx on users (created_at desc, id desc);');
    this.addSql('create index users_name_trgm on users using gin (name gin_trgm_ops);');
    this.addSql('create index users_email_trgm on users using gin (email gin_trgm_ops);');
    // the audit log by actor (any part of the e-mail) and by action, in the log's order
    this.addSql('create index audit_log_actor_trgm on audit_log using gin (actor_email gin_trgm_ops);');
    this.addSql('create index audit_log_action_seq on audit_log (action, created_at desc, seq desc);');
    this.addSql('drop index audit_log_action;');
    // the activity log by event, in the log's order, and its search (e-mail, event, e-mail tried)
    this.addSql(
      'create index activity_events_event_seq on activity_events (event, created_at desc, seq desc);',
    );
    this.addSql('drop index activity_events_event;');
    this.addSql(
      'create index activity_events_email_trgm on activity_events using gin (user_email gin_trgm_ops);',
    );
    this.addSql('create index activity_events_event_trgm on activity_events using gin (event gin_trgm_ops);');
    this.addSql(
      "create index activity_events_tried_trgm on activity_events using gin ((metadata->>'email') gin_trgm_ops);",
    );
    // the ticket desk, most recently updated first, by status, and the open tickets on their own
    this.addSql('create index support_tickets_desk on support_tickets (updated_at desc, id);');
    this.addSql('create index support_tickets_status_desk on support_tickets (status, updated_at desc, id);');
    this.addSql(
      "create index support_tickets_open_desk on support_tickets (updated_at desc, id) where status = 'Open';",
    );
    this.addSql('drop index support_tickets_updated;');
    this.addSql(
      'create index support_tickets_message_trgm on support_tickets using gin (message gin_trgm_ops);',
    );
    // a finer sample of the searched columns, so the planner sees that one person's name matches a
    // hundred rows, not thousands, and reads the trigram index instead of walking the whole list
    this.addSql(
      'alter table users alter column name set statistics 1000, alter column email set statistics 1000;',
    );
    this.addSql('alter table audit_log alter column actor_email set statistics 1000;');
    this.addSql('alter table activity_events alter column user_email set statistics 1000;');
    this.addSql('alter table support_tickets alter column message set statistics 1000;');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log filtered by actor reads each matching staff member's entries from an index in the
 * log's order, instead of checking a trigram match on every row of the log: actors are few (the
 * staff), so the e-mails that match are found first by walking the distinct e-mails of the same
 * index, then each one's newest entries are read and merged. The trigram index it replaces is
 * dropped: nothing else reads it.
 */
export class Migration20261201090000AuditLogByActor extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index audit_log_actor_seq on audit_log (actor_email, created_at desc, seq desc);');
    this.addSql('drop index audit_log_actor_trgm;');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Access tokens carry the account's token version; moving it (sign-out, password change or reset,
 * suspension, role change) ends every earlier access token on its next request.
 */
export class Migration20261123090100TokenVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column token_version integer not null default 0;');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * How a document came to be: an upload, or a polished resume the product rendered and saved.
 * The Free plan's one-resume limit counts uploads; the polished resume of its one-time polish is
 * kept apart from it (docs/features.md, Free plan and the polished resume).
 */
export class Migration20261124100000PolishedDocuments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "alter table documents add column origin text not null default 'upload' check (origin in ('upload', 'polished'));",
    );
  }
}

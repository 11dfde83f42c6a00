import { Migration } from '@mikro-orm/migrations';

/**
 * Each document's layout text beside its plain text: headings, bullets, bold runs and the cells of
 * a line, as the resume parser reads them best (documents/domain/layout-text.ts). Null for a PDF or
 * DOCX stored before it was kept, until the re-extraction job reads its file again; '' when that
 * file could not be read again (readers then use the plain text). The partial index holds only the
 * documents still waiting, in id order, so each batch of that job stays cheap however many
 * documents are stored.
 */
export class Migration20261127090000LayoutText extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table documents add column layout_text text null;');
    this.addSql(
      "create index documents_layout_pending_idx on documents (id) where layout_text is null and file_type in ('pdf', 'docx');",
    );
  }
}

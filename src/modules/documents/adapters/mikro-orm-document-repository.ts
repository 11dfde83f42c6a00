import type { StructuredResume } from '../../coaching/index.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import type { DocumentKind, DocumentOrigin, FileType, StoredDocument } from '../domain/document.ts';
import type { DocumentRepository, LayoutPending, StoredTexts } from '../ports/document-repository.ts';
import { DocumentEntity, type DocumentRow } from './mikro-orm-entities.ts';

/** Plain copies out: the domain never holds a managed entity, and never the lazy text by accident. */
function plain(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind as DocumentKind,
    fileName: row.fileName,
    fileType: row.fileType as FileType,
    sizeBytes: row.sizeBytes,
    storageKey: row.storageKey,
    isDefault: row.isDefault,
    uploadedAt: row.uploadedAt,
    ...(row.origin === 'polished' ? { origin: 'polished' as const } : {}),
  };
}

const NEWEST_FIRST = [{ uploadedAt: 'desc' }, { seq: 'desc' }] as const;
const READ = { disableIdentityMap: true } as const;
/** Sorts before every uuid. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

export class MikroOrmDocumentRepository implements DocumentRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async create(document: StoredDocument, text: string, layout: string): Promise<void> {
    await this.#orm.em.insert(DocumentEntity, {
      ...document,
      origin: document.origin ?? 'upload',
      extractedText: text,
      layoutText: layout,
    });
  }

  async findOwned(userId: string, id: string, kind: DocumentKind): Promise<StoredDocument | null> {
    const row = await this.#orm.em.findOne(DocumentEntity, { id, userId, kind }, READ);
    return row ? plain(row) : null;
  }

  async findByStorageKey(storageKey: string): Promise<StoredDocument | null> {
    const row = await this.#orm.em.findOne(DocumentEntity, { storageKey }, READ);
    return row ? plain(row) : null;
  }

  async listOwned(userId: string, kind: DocumentKind): Promise<StoredDocument[]> {
    const rows = await this.#orm.em.find(
      DocumentEntity,
      { userId, kind },
      { ...READ, orderBy: [...NEWEST_FIRST] },
    );
    return rows.map(plain);
  }

  async countOwned(userId: string, kind: DocumentKind, origin?: DocumentOrigin): Promise<number> {
    return this.#orm.em.count(DocumentEntity, origin ? { userId, kind, origin } : { userId, kind });
  }

  async textOf(id: string): Promise<StoredTexts | null> {
    const rows = await this.#sql<
      { extracted_text: string; layout_text: string | null; corrected_reading: unknown }[]
    >('select extracted_text, layout_text, corrected_reading from documents where id = ?', [id]);
    const row = rows[0];
    if (!row) return null;
    // a driver answers jsonb parsed or as its text
    const reading = row.corrected_reading;
    return {
      text: row.extracted_text,
      layout: row.layout_text,
      reading: (typeof reading === 'string' ? JSON.parse(reading) : reading) as StructuredResume | null,
    };
  }

  async layoutPending(after: string | null, limit: number): Promise<LayoutPending[]> {
    // the same condition as the partial index documents_layout_pending_idx, so it is the one read
    const rows = await this.#sql<{ id: string; file_type: 'pdf' | 'docx'; storage_key: string }[]>(
      `select id, file_type, storage_key from documents
        where layout_text is null and file_type in ('pdf', 'docx') and id > ?
        order by id limit ?`,
      [after ?? NO_ID, limit],
    );
    return rows.map((r) => ({ id: r.id, fileType: r.file_type, storageKey: r.storage_key }));
  }

  async storeLayout(id: string, layout: string): Promise<void> {
    await this.#sql('update documents set layout_text = ? where id = ? and layout_text is null', [
      layout,
      id,
    ]);
  }

  async storeReading(id: string, reading: StructuredResume | null): Promise<void> {
    await this.#sql('update documents set corrected_reading = ?::jsonb where id = ?', [
      reading === null ? null : JSON.stringify(reading),
      id,
    ]);
  }

  async rename(id: string, fileName: string): Promise<void> {
    await this.#orm.em.nativeUpdate(DocumentEntity, { id }, { fileName });
  }

  async setDefaultResume(userId: string, id: string): Promise<void> {
    // clear first: at most one default resume per user is a unique index
    await this.#orm.em.nativeUpdate(
      DocumentEntity,
      { userId, kind: 'resume', isDefault: true, id: { $ne: id } },
      { isDefault: false },
    );
    await this.#orm.em.nativeUpdate(DocumentEntity, { id, userId, kind: 'resume' }, { isDefault: true });
  }

  async ensureDefaultResume(userId: string): Promise<string | null> {
    const current = await this.#orm.em.findOne(
      DocumentEntity,
      { userId, kind: 'resume', isDefault: true },
      READ,
    );
    if (current) return current.id;
    const newest = await this.#orm.em.findOne(
      DocumentEntity,
      { userId, kind: 'resume' },
      { ...READ, orderBy: [...NEWEST_FIRST] },
    );
    if (!newest) return null;
    await this.#orm.em.nativeUpdate(DocumentEntity, { id: newest.id }, { isDefault: true });
    return newest.id;
  }

  async delete(id: string): Promise<void> {
    await this.#orm.em.nativeDelete(DocumentEntity, { id });
  }

  async storageKeysOf(userId: string): Promise<string[]> {
    const rows = await this.#orm.em.find(DocumentEntity, { userId }, { ...READ, fields: ['storageKey'] });
    return rows.map((r) => r.storageKey);
  }

  async lockOwner(userId: string): Promise<void> {
    await this.#sql('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`documents:${userId}`]);
  }

  /** Raw SQL on the current transaction when there is one (a plain connection query would not be). */
  #sql<T>(query: string, params: unknown[]): Promise<T> {
    const em = this.#orm.em;
    return em.getConnection().execute<T>(query, params, 'all', em.getTransactionContext());
  }
}

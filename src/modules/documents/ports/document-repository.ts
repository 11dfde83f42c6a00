import type { StructuredResume } from '../../coaching/index.ts';
import type { DocumentKind, DocumentOrigin, FileType, StoredDocument } from '../domain/document.ts';

/** A document's two stored texts. */
export interface StoredTexts {
  /** The plain text. */
  text: string;
  /**
   * The layout text; null when the document was stored before layouts were kept and has not been
   * read again yet, '' when its file could not be read again.
   */
  layout: string | null;
  /** The reading the person corrected; null until they do (and always for a job description). */
  reading: StructuredResume | null;
}

/** A PDF or DOCX document stored without its layout text, as the re-extraction job reads it. */
export interface LayoutPending {
  id: string;
  fileType: Exclude<FileType, 'txt'>;
  storageKey: string;
}

export interface DocumentRepository {
  /** Inserts a new document with its plain text and its layout text. */
  create(document: StoredDocument, text: string, layout: string): Promise<void>;
  /** The user's document of that kind with this id, or null (another user's id is null too). */
  findOwned(userId: string, id: string, kind: DocumentKind): Promise<StoredDocument | null>;
  /** The document kept under this storage key, or null. */
  findByStorageKey(storageKey: string): Promise<StoredDocument | null>;
  /** The user's documents of one kind, newest first. */
  listOwned(userId: string, kind: DocumentKind): Promise<StoredDocument[]>;
  /** How many documents of one kind the user has; of one origin only when it is given. */
  countOwned(userId: string, kind: DocumentKind, origin?: DocumentOrigin): Promise<number>;
  /** The stored texts of a document (null when the id is unknown). */
  textOf(id: string): Promise<StoredTexts | null>;
  /** Up to `limit` PDF or DOCX documents without a layout text, in id order, after `after` when given. */
  layoutPending(after: string | null, limit: number): Promise<LayoutPending[]>;
  /** Sets the layout text of a document that has none yet; never changes its plain text. */
  storeLayout(id: string, layout: string): Promise<void>;
  /** Keeps the person's corrected reading of a resume, or forgets it (null). */
  storeReading(id: string, reading: StructuredResume | null): Promise<void>;
  rename(id: string, fileName: string): Promise<void>;
  /** Makes this resume the user's only default one. */
  setDefaultResume(userId: string, id: string): Promise<void>;
  /** Makes the user's newest resume the default when none is; returns its id, or null. */
  ensureDefaultResume(userId: string): Promise<string | null>;
  /** Removes the row; its text, match analyses and saved applications go with it. */
  delete(id: string): Promise<void>;
  /** Storage keys of every document the user has (account deletion). */
  storageKeysOf(userId: string): Promise<string[]>;
  /**
   * Inside a unit of work: waits until no other transaction is changing this user's documents, so
   * counting and inserting happen as one step (two parallel uploads cannot both pass a limit).
   */
  lockOwner(userId: string): Promise<void>;
}

/**
 * The documents module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; documents/module.ts composes the module.
 */
export { DOCUMENTS } from './tokens.ts';
export type { DocumentText, ReadOwnedDocument } from './application/read-owned-document.ts';
export type { DocumentKind, FileType } from './domain/document.ts';
export type { ApplicationScores } from './ports/application-scores.ts';
export type { FileStorage, SignedUrlOptions, StoredObject } from './ports/file-storage.ts';
export type { PolishedResume, StorePolishedResume } from './application/store-polished-resume.ts';
export type { UploadedDocument } from './application/upload-document.ts';
export type { StoredDocument } from './domain/document.ts';
export { contentDisposition } from './domain/content-disposition.ts';
export { FREE_PLAN_UPLOAD_MESSAGE } from './domain/documents.errors.ts';

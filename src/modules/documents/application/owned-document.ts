import type { DocumentKind, StoredDocument } from '../domain/document.ts';
import { DocumentNotFoundError } from '../domain/documents.errors.ts';
import type { DocumentsDeps } from './documents-deps.ts';

/** The caller's document of that kind; anything else (unknown, another user's, other kind) is 404. */
export async function ownedDocument(
  deps: Pick<DocumentsDeps, 'documents'>,
  userId: string,
  id: string,
  kind: DocumentKind,
): Promise<StoredDocument> {
  const document = await deps.documents.findOwned(userId, id, kind);
  if (!document) throw new DocumentNotFoundError(kind);
  return document;
}

import type { DocumentKind, StoredDocument } from '../domain/document.ts';
import { DocumentNotFoundError } from '../domain/documents.errors.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';

/** The caller's document of that kind; anything else (unknown, another user's, other kind) is 404. */
export async function ownedDocument(
  documents: DocumentRepository,
  userId: string,
  id: string,
  kind: DocumentKind,
): Promise<StoredDocument> {
  const document = await documents.findOwned(userId, id, kind);
  if (!document) throw new DocumentNotFoundError(kind);
  return document;
}

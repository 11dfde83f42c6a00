import { downloadNameOf, CONTENT_TYPES, type StoredDocument } from '../domain/document.ts';
import type { DocumentsDeps } from './documents-deps.ts';

/** A short-lived URL that downloads the document's original bytes under its name. */
export function signedDownloadUrl(
  deps: Pick<DocumentsDeps, 'storage' | 'clock' | 'settings'>,
  document: StoredDocument,
): Promise<string> {
  const expiresAt = new Date(deps.clock.now().getTime() + deps.settings.downloadUrlTtlSeconds * 1000);
  return deps.storage.signedUrl(document.storageKey, {
    expiresAt,
    fileName: downloadNameOf(document),
    contentType: CONTENT_TYPES[document.fileType],
  });
}

import type { Clock } from '../../../shared/kernel/clock.ts';
import { CONTENT_TYPES, downloadNameOf, type StoredDocument } from '../domain/document.ts';
import type { FileStorage } from '../ports/file-storage.ts';

/** Short-lived URLs that download a document's original bytes under its name. */
export class DownloadLinks {
  readonly #storage: FileStorage;
  readonly #clock: Clock;
  readonly #ttlSeconds: number;
  /** `ttlSeconds`: how long a link stays valid ("a few minutes"). */
  constructor(storage: FileStorage, clock: Clock, ttlSeconds: number) {
    this.#storage = storage;
    this.#clock = clock;
    this.#ttlSeconds = ttlSeconds;
  }

  urlFor(document: StoredDocument): Promise<string> {
    const expiresAt = new Date(this.#clock.now().getTime() + this.#ttlSeconds * 1000);
    return this.#storage.signedUrl(document.storageKey, {
      expiresAt,
      fileName: downloadNameOf(document),
      contentType: CONTENT_TYPES[document.fileType],
    });
  }
}

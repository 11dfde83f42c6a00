import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';
import { CONTENT_TYPES, downloadNameOf } from '../domain/document.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { FileStorage, SignedUrlVerifier } from '../ports/file-storage.ts';

export interface SignedFileRequest {
  key: string;
  expires: number;
  signature: string;
}

export interface ServedFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Set for documents (downloaded as attachments under their current name); absent for inline media. */
  attachmentName?: string;
}

const BAD_SIGNATURE_MESSAGE = 'This download link is invalid or has expired.';

/**
 * Serves a file by a URL the app signed (local storage): the signature is checked before anything
 * is looked up, so an unsigned caller learns nothing about which keys exist.
 */
export class ServeSignedFile {
  readonly #signedUrls: SignedUrlVerifier;
  readonly #storage: FileStorage;
  readonly #documents: DocumentRepository;
  constructor(signedUrls: SignedUrlVerifier, storage: FileStorage, documents: DocumentRepository) {
    this.#signedUrls = signedUrls;
    this.#storage = storage;
    this.#documents = documents;
  }

  async execute(request: SignedFileRequest): Promise<ServedFile> {
    const check = this.#signedUrls.verify(request.key, request.expires, request.signature);
    if (check === 'not_served') throw new NotFoundError('File');
    if (check !== 'valid') throw new AppError('FORBIDDEN', BAD_SIGNATURE_MESSAGE);
    const object = await this.#storage.get(request.key);
    if (!object) throw new NotFoundError('File');
    const document = await this.#documents.findByStorageKey(request.key);
    if (!document) return { bytes: object.bytes, contentType: object.contentType };
    return {
      bytes: object.bytes,
      contentType: CONTENT_TYPES[document.fileType],
      attachmentName: downloadNameOf(document),
    };
  }
}

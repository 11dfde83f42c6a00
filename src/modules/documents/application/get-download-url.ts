import type { DocumentKind } from '../domain/document.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { DownloadLinks } from './download-links.ts';
import { ownedDocument } from './owned-document.ts';

/** A short-lived signed URL for the caller's document. */
export class GetDownloadUrl {
  readonly #documents: DocumentRepository;
  readonly #links: DownloadLinks;
  constructor(documents: DocumentRepository, links: DownloadLinks) {
    this.#documents = documents;
    this.#links = links;
  }

  async execute(userId: string, id: string, kind: DocumentKind): Promise<string> {
    return this.#links.urlFor(await ownedDocument(this.#documents, userId, id, kind));
  }
}
